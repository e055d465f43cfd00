// The other sessions a tab knows of, kept by a pure reducer over presence events (SH-PRES-004).
import type {PresenceEvent, PresenceSessions} from './types.ts'

/**
 * A state replaces what a session said before; a disconnect removes the session. The tab's own
 * session is never kept (SH-PRES-008); a roll call or an announce changes nothing here (the machine
 * answers roll calls).
 */
export function applyPresenceEvent(sessions: PresenceSessions, event: PresenceEvent, ownSessionId: string): PresenceSessions {
  switch (event.type) {
    case 'presence': {
      if (event.state.sessionId === ownSessionId) return sessions
      return {...sessions, [event.state.sessionId]: event.state}
    }
    case 'presence_disconnect': {
      if (!(event.session in sessions)) return sessions
      const {[event.session]: _gone, ...rest} = sessions
      return rest
    }
    default:
      return sessions
  }
}
