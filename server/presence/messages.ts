// The presence socket's wire shapes (LAKE-PRES): JSON-RPC 2.0 calls from the client, and pushes
// `{jsonrpc, method: 'presence', params}` whose `type` is state, rollCall or disconnect.

export interface WireLocation {
  type: 'document'
  documentId: string
  path: unknown[]
  lastActiveAt: string
}

export type PresencePush =
  | {type: 'state'; userId: string; sessionId: string; timestamp: string; locations: WireLocation[]}
  | {type: 'rollCall'; userId: string; sessionId: string}
  | {type: 'disconnect'; userId: string; sessionId: string}

export interface RpcCall {
  method: string
  params: Record<string, unknown>
  id: string | number | null
}

/** A JSON-RPC call, or null when the text is not one (heartbeats are handled before). */
export function rpcCallOf(text: string): RpcCall | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
  const {method, params, id} = parsed as Record<string, unknown>
  if (typeof method !== 'string') return null
  const rpcId = typeof id === 'string' || typeof id === 'number' ? id : null
  const plainParams = params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {}
  return {method, params: plainParams, id: rpcId}
}

const MAX_LOCATIONS = 50
const MAX_PATH_LENGTH = 64

/** The locations of an announce, keeping only well-formed document locations; a client cannot make the lake relay anything else. */
export function locationsOf(value: unknown): WireLocation[] {
  if (!Array.isArray(value)) return []
  const locations: WireLocation[] = []
  for (const item of value.slice(0, MAX_LOCATIONS)) {
    if (!item || typeof item !== 'object') continue
    const {type, documentId, path, lastActiveAt} = item as Record<string, unknown>
    if (type !== 'document' || typeof documentId !== 'string' || !documentId) continue
    const cleanPath = Array.isArray(path)
      ? path.slice(0, MAX_PATH_LENGTH).filter((segment) => typeof segment === 'string' || typeof segment === 'number' || (segment !== null && typeof segment === 'object' && typeof (segment as {_key?: unknown})._key === 'string'))
      : []
    const at = typeof lastActiveAt === 'string' && !Number.isNaN(Date.parse(lastActiveAt)) ? lastActiveAt : new Date().toISOString()
    locations.push({type: 'document', documentId, path: cleanPath.map((s) => (s !== null && typeof s === 'object' ? {_key: (s as {_key: string})._key} : s)), lastActiveAt: at})
  }
  return locations
}
