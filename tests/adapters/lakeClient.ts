// Adapter configs for the test lake, and a fetch that records what the adapter sent before passing
// it on unchanged to the real server.
import type {LakeClientConfig} from '../../adapters/index.ts'
import type {RoleName, TestLake} from '../support/lake.ts'

export interface RecordedRequest {
  url: string
  method: string
  headers: Headers
  credentials: RequestCredentials | undefined
  /** Whether the browser would finish the request after the page is gone. */
  keepalive: boolean
}

export interface RecordingFetch {
  fetch: typeof fetch
  requests: RecordedRequest[]
  /** Most requests that were waiting for their response headers at the same time. */
  readonly maxInFlight: number
}

export function recordingFetch(): RecordingFetch {
  const requests: RecordedRequest[] = []
  let inFlight = 0
  let maxInFlight = 0
  const recording: typeof fetch = async (input, init = {}) => {
    requests.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      credentials: init.credentials,
      keepalive: init.keepalive === true,
    })
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    try {
      return await fetch(input, init)
    } finally {
      inFlight--
    }
  }
  return {
    fetch: recording,
    requests,
    get maxInFlight() {
      return maxInFlight
    },
  }
}

export function configFor(lake: TestLake, role: RoleName | null = 'editor', extra: Partial<LakeClientConfig> = {}): LakeClientConfig {
  return {
    apiHost: lake.url,
    projectId: lake.projectId,
    dataset: lake.dataset,
    token: role ? lake.tokens[role] : null,
    ...extra,
  }
}

/** Ids no other test file uses, so contract tests can share the seeded dataset. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}
