// What the browser knows about the connection, as events for the connection machine: going
// offline and online, and the window coming back to the front (a good moment to try again).
import type {ConnectionEvent} from '../../machines/connection.ts'

export function listenToBrowserSignals(send: (event: ConnectionEvent) => void): () => void {
  const offline = () => send({type: 'browser.offline'})
  const online = () => send({type: 'browser.online'})
  const focused = () => send({type: 'window.focused'})
  const visible = () => {
    if (document.visibilityState === 'visible') focused()
  }
  if (!navigator.onLine) offline()
  window.addEventListener('offline', offline)
  window.addEventListener('online', online)
  window.addEventListener('focus', focused)
  document.addEventListener('visibilitychange', visible)
  return () => {
    window.removeEventListener('offline', offline)
    window.removeEventListener('online', online)
    window.removeEventListener('focus', focused)
    document.removeEventListener('visibilitychange', visible)
  }
}
