// The project around the dataset: its settings, datasets, the caller's grants, member names, features.
import type {Grant, PublicUser} from '../../core/lake/types.ts'
import type {DatasetInfo, Project, ProjectInfo} from '../../core/ports.ts'
import {batchIds, MAX_CONCURRENT_REQUESTS, mapConcurrent, unique} from './batching.ts'
import type {LakeClientConfig} from './config.ts'
import {LakeRequestError} from './errors.ts'
import {createRequester} from './request.ts'
import {searchParamsOf} from './searchParams.ts'
import {HELP_API_VERSION, helpContentOf} from '../../core/help/help.ts'

/** Users per `/users/{ids}` request; ids are short, so the path limit is never the constraint. */
export const USERS_PER_REQUEST = 100

export function createHttpProject(config: LakeClientConfig): Project {
  const requester = createRequester(config)
  const projectPath = `/projects/${encodeURIComponent(config.projectId)}`

  return {
    project() {
      return requester.json<ProjectInfo>({path: projectPath, tag: 'project.get'})
    },

    async datasets() {
      return (await requester.json<DatasetInfo[]>({path: `${projectPath}/datasets`, tag: 'project.datasets'})) ?? []
    },

    async grants(dataset) {
      return (await requester.json<Grant[]>({path: `${projectPath}/datasets/${encodeURIComponent(dataset)}/acl`, tag: 'acl.get'})) ?? []
    },

    async users(ids) {
      const wanted = unique(ids.filter(Boolean))
      if (wanted.length === 0) return []
      const overhead = requester.url({path: '/users/', tag: 'users.get'}).length - requester.host.length
      const batches = batchIds(wanted.map(encodeURIComponent), {overhead, maxCount: USERS_PER_REQUEST})
      const answers = await mapConcurrent(batches, MAX_CONCURRENT_REQUESTS, (batch) =>
        requester
          .json<PublicUser | PublicUser[] | undefined>({path: `/users/${batch.join(',')}`, tag: 'users.get'})
          // Asked for alone, an unknown user is a 404 rather than an empty list.
          .catch((error: unknown) => {
            if (batch.length === 1 && error instanceof LakeRequestError && error.status === 404) return []
            throw error
          }),
      )
      // One id answers a single user, several an array.
      return answers.flatMap((answer) => (Array.isArray(answer) ? answer : answer ? [answer] : []))
    },

    /**
     * Rejects when the lake cannot say; the shell seed treats that as "enabled", which the caller
     * decides (an empty list would wrongly read as "nothing enabled").
     */
    async help(studioVersion, locale) {
      const body = await requester.json<unknown>({
        path: '/help',
        version: HELP_API_VERSION,
        search: searchParamsOf({m: JSON.stringify([studioVersion]), locale}),
        tag: 'help',
      })
      return helpContentOf(body)
    },

    async features() {
      const body = await requester.json<unknown>({path: '/features', tag: 'features'})
      return Array.isArray(body) ? body.filter((f): f is string => typeof f === 'string') : []
    },
  }
}
