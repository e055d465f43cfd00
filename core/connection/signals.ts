// What a listener's events mean for the connection status: a welcome opens it; a reconnect, channel
// error or disconnect means it dropped. Mutations say nothing about the connection.
import type {ListenEvent} from '../lake/types.ts'

export type ConnectionSignal = {type: 'connection.opened'} | {type: 'connection.lost'; reason: string}

export const OFFLINE_REASON = 'The browser went offline'

export function connectionSignalOf(event: ListenEvent): ConnectionSignal | null {
  switch (event.type) {
    case 'welcome':
      return {type: 'connection.opened'}
    case 'reconnect':
      return {type: 'connection.lost', reason: 'The connection to the lake dropped'}
    case 'channelError':
      return {type: 'connection.lost', reason: event.message || 'The lake reported a channel error'}
    case 'disconnect':
      return {type: 'connection.lost', reason: event.reason || 'The lake closed the connection'}
    default:
      return null
  }
}
