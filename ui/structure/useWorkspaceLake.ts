// The workspace's content lake for the signed-in user, and the user's grants on its dataset.
import {useEffect, useMemo, useState} from 'react'
import {createHttpContentLake, createHttpProject, listenerAddressOf, withHeldListeners} from '../../adapters/http/index.ts'
import type {Grant} from '../../core/lake/types.ts'
import {prepareGrantFilters} from '../../core/operations/grants.ts'
import type {ContentLake} from '../../core/ports.ts'
import {useRetryTrigger} from '../app/connectivity.tsx'
import {useRoleSimulation} from '../app/roleSimulation.ts'
import {simulatedGrants} from '../../core/permissions/simulatedRoles.ts'

export interface LakeAddress {
  apiHost: string
  projectId: string
  dataset: string
  /** Bearer token; null when the session cookie is the credential. */
  token: string | null
}

/** How long one answer about grants serves every part of the studio that asks (the tool, the navbar's create menu). */
const GRANTS_REUSE_MS = 10_000
const grantRequests = new Map<string, Promise<Grant[]>>()

/**
 * The user's grants on the dataset, one request for all who ask at about the same time; grants
 * with GROQ filters are answered once the engine that evaluates them is in.
 */
function grantsOf(config: {apiHost: string; projectId: string; dataset: string; token: string | null; withCredentials: boolean}): Promise<Grant[]> {
  const key = JSON.stringify([config.apiHost, config.projectId, config.dataset, config.token])
  let request = grantRequests.get(key)
  if (!request) {
    request = createHttpProject(config)
      .grants(config.dataset)
      .then(async (answer) => (await prepareGrantFilters(answer), answer))
    grantRequests.set(key, request)
    const forget = () => setTimeout(() => grantRequests.get(key) === request && grantRequests.delete(key), GRANTS_REUSE_MS)
    request.then(forget, () => grantRequests.delete(key))
  }
  return request
}

export function useWorkspaceLake({apiHost, projectId, dataset, token}: LakeAddress): {lake: ContentLake; grants: Grant[] | null} {
  const config = useMemo(() => ({apiHost, projectId, dataset, token, withCredentials: !token}), [apiHost, projectId, dataset, token])
  const retryNow = useRetryTrigger()
  // A listener the route opened ahead (paneLoaders.ts) is adopted by the first listen that matches it.
  const lake = useMemo(() => withHeldListeners(createHttpContentLake(config, {listen: {retryNow}}), listenerAddressOf(config)), [config, retryNow])
  const [grants, setGrants] = useState<Grant[] | null>(null)
  const simulation = useRoleSimulation()
  useEffect(() => {
    let current = true
    // Simulated roles replace the grants the studio evaluates, never those the lake enforces.
    const answer = simulation ? prepareGrantFilters(simulatedGrants(simulation)).then(() => simulatedGrants(simulation)) : grantsOf(config)
    answer.then(
        (answer) => current && setGrants(answer),
        // Unknown grants leave every action enabled; the lake still refuses what is not allowed.
        () => current && setGrants(null),
      )
    return () => {
      current = false
    }
  }, [config, simulation])
  return {lake, grants}
}
