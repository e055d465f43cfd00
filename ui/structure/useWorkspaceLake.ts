// The workspace's content lake for the signed-in user, and the user's grants on its dataset.
import {useEffect, useMemo, useState} from 'react'
import {createHttpContentLake, createHttpProject} from '../../adapters/http/index.ts'
import type {Grant} from '../../core/lake/types.ts'
import type {ContentLake} from '../../core/ports.ts'
import {useRetryTrigger} from '../app/connectivity.tsx'

export interface LakeAddress {
  apiHost: string
  projectId: string
  dataset: string
  /** Bearer token; null when the session cookie is the credential. */
  token: string | null
}

export function useWorkspaceLake({apiHost, projectId, dataset, token}: LakeAddress): {lake: ContentLake; grants: Grant[] | null} {
  const config = useMemo(() => ({apiHost, projectId, dataset, token, withCredentials: !token}), [apiHost, projectId, dataset, token])
  const retryNow = useRetryTrigger()
  const lake = useMemo(() => createHttpContentLake(config, {listen: {retryNow}}), [config, retryNow])
  const [grants, setGrants] = useState<Grant[] | null>(null)
  useEffect(() => {
    let current = true
    createHttpProject(config)
      .grants(config.dataset)
      .then(
        (answer) => current && setGrants(answer),
        // Unknown grants leave every action enabled; the lake still refuses what is not allowed.
        () => current && setGrants(null),
      )
    return () => {
      current = false
    }
  }, [config])
  return {lake, grants}
}
