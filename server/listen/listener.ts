// One listener, whatever carries it (a server-sent events response or a WebSocket): the committed
// transactions of a dataset turned into the events its filter and the caller's grants allow, in
// commit order, a heartbeat that also ends the listener when its credential stops being valid, and
// the welcome that starts it.
import type {FastifyBaseLogger} from 'fastify'
import type {Access} from '../access/access.ts'
import {verifyToken} from '../auth/tokens.ts'
import type {LakeContext} from '../context.ts'
import {randomString} from '../../core/random.ts'
import {listenHeartbeatMs} from './heartbeat.ts'
import type {ListenFilter} from './listenFilter.ts'
import {mutationEventsFor, type ListenerOptions} from './mutationEvents.ts'

export interface ListenerMessage {
  event: string
  data: unknown
  id?: string
}

/** Where a listener's events go. */
export interface ListenerStream {
  readonly ended: boolean
  send(message: ListenerMessage): void
  heartbeat(): void
  end(): void
  /** Runs `cleanUp` when the other side goes away. */
  onClose(cleanUp: () => void): void
}

export interface ListenerInput {
  projectId: string
  dataset: string
  filter: ListenFilter
  access: Access
  options: ListenerOptions
  /** The credential it was opened with (token or session), checked on every heartbeat. */
  secret: string | null
  log: FastifyBaseLogger
}

/** Every open listener's `end`, so closing the lake can end them (without `disconnect`: clients come back). */
export type OpenListeners = Set<() => void>

export function startListener(ctx: LakeContext, open: OpenListeners, input: ListenerInput, stream: ListenerStream): void {
  const {filter, access, options, secret, log} = input
  // Transactions are handled one after the other so events never overtake each other.
  let queue = Promise.resolve()
  const unsubscribe = ctx.lake.bus.subscribe(input.projectId, input.dataset, (committed) => {
    queue = queue.then(async () => {
      if (stream.ended) return
      try {
        for (const data of await mutationEventsFor(committed, {filter, access, options})) {
          stream.send({event: 'mutation', id: data.eventId, data})
        }
      } catch (err) {
        log.error({err, transactionId: committed.tx.id}, 'listener failed to handle a transaction')
      }
    })
  })
  // A listener lives only as long as the credentials it was opened with: after a sign-out or a
  // revoked token it is told so with `disconnect`, and clients do not retry with dead credentials.
  const stillSignedIn = () => !secret || verifyToken(ctx.store, secret) !== null
  const heartbeat = setInterval(() => {
    if (stillSignedIn()) stream.heartbeat()
    else disconnect('Your session has ended; sign in again to keep listening')
  }, listenHeartbeatMs())
  const cleanUp = () => {
    clearInterval(heartbeat)
    unsubscribe()
    open.delete(end)
  }
  const end = () => {
    cleanUp()
    stream.end()
  }
  const disconnect = (reason: string) => {
    cleanUp()
    stream.send({event: 'disconnect', data: {reason}})
    stream.end()
  }
  open.add(end)
  stream.onClose(cleanUp)
  stream.send({event: 'welcome', data: {listenerName: randomString(22)}})
}
