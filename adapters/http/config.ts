// How an HTTP adapter reaches one project's lake.
export interface LakeClientConfig {
  /** Origin of the lake API, e.g. `http://localhost:3333` or `https://<projectId>.api.example`. */
  apiHost: string
  projectId: string
  dataset: string
  /** Sent as `Authorization: Bearer`; without one the session cookie is used. */
  token?: string | null
  /** Send cookies (`credentials: 'include'`) when there is no token. Defaults to true. */
  withCredentials?: boolean
  /** Injected fetch, for Node or instrumentation; defaults to the global one. */
  fetch?: typeof fetch
}
