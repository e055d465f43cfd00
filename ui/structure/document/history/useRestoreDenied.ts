// Why the user may not restore a version of the open document (no update permission), or null.
import {useSelector} from '@xstate/react'
import {useTranslation} from 'react-i18next'
import type {ActorRefFrom} from 'xstate'
import {checkPairPermission} from '../../../../core/operations/index.ts'
import type {DocumentOperationsMachine} from '../../../../machines/documentOperations.ts'
import {permissionText, usePermissionRoles} from '../../permissions.ts'
import {useStructure} from '../../structureContext.ts'

export type DocumentOperationsActor = ActorRefFrom<DocumentOperationsMachine>

export function useRestoreDenied(operations: DocumentOperationsActor): string | null {
  const {t} = useTranslation('structure')
  const roles = usePermissionRoles(useStructure().user)
  return useSelector(operations, ({context}) => {
    if (!context.grants) return null
    const result = checkPairPermission('update', {
      grants: context.grants,
      publishedId: context.publishedId,
      draftId: context.draftId,
      type: context.type,
      liveEdit: context.liveEdit,
      draft: context.pair.draft,
      published: context.pair.published,
      identity: context.identity,
    })
    return permissionText(t, 'update', result, roles)
  })
}
