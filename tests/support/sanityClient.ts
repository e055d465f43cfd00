// The maintained client of the lake API, pointed at a test lake: proves our server speaks its shapes.
import {createClient, type ClientConfig, type SanityClient} from '@sanity/client'
import type {RoleName, TestLake} from './lake.ts'

export function sanityClientFor(lake: TestLake, role: RoleName = 'editor', extra: Partial<ClientConfig> = {}): SanityClient {
  return createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.url,
    useProjectHostname: false,
    apiVersion: '2023-11-13',
    token: lake.tokens[role],
    useCdn: false,
    ...extra,
  })
}
