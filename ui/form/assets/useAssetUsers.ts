// The documents that use an asset (ED-PICK-011, ED-PICK-021), asked once when a dialog opens; a
// draft counts as its published document. Null while the lake has not answered.
import {useEffect, useState} from 'react'
import {ASSET_USAGE_QUERY, assetUsers, type AssetUser} from '../../../core/assets/queries.ts'
import type {ContentLake} from '../../../core/ports.ts'

export function useAssetUsers(lake: ContentLake, id: string): AssetUser[] | null {
  const [users, setUsers] = useState<AssetUser[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    lake.query<AssetUser[]>(ASSET_USAGE_QUERY, {id}, {tag: 'asset.usage', signal: controller.signal}).then(
      (rows) => setUsers(assetUsers(rows)),
      // Unknown usage lists nobody: the lake refuses a delete of an asset in use anyway.
      () => !controller.signal.aborted && setUsers([]),
    )
    return () => controller.abort()
  }, [lake, id])
  return users
}
