// How often an open listener receives a comment line. Proxies and load balancers commonly drop a
// connection idle for 30 s or more, so 25 s keeps the stream open with room to spare.
export const LISTEN_HEARTBEAT_MS = 25_000

/** The interval in force: `LAKE_LISTEN_HEARTBEAT_MS` overrides the default (tests shorten it). */
export function listenHeartbeatMs(env: Record<string, string | undefined> = process.env): number {
  const override = Number(env.LAKE_LISTEN_HEARTBEAT_MS)
  return Number.isInteger(override) && override > 0 ? override : LISTEN_HEARTBEAT_MS
}
