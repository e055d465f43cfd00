// The studio's connection to its lake, shown under the navbar only while something is wrong:
// offline, or reconnecting with the seconds until the next try and a Retry now button; then,
// briefly, that it is back. The connection machine decides; this renders it (SH-CONN-005).
import {useActorRef, useSelector} from '@xstate/react'
import {useEffect, useMemo, useRef, useState} from 'react'
import {useTranslation} from 'react-i18next'
import {filter, map} from 'rxjs'
import {fromEventObservable} from 'xstate'
import {connectionSignalOf, type ConnectionSignal} from '../../core/connection/signals.ts'
import type {ContentLake} from '../../core/ports.ts'
import {connectionMachine} from '../../machines/connection.ts'
import {useRetryTrigger} from '../app/connectivity.tsx'
import {Button} from '../components/Button.tsx'
import {WarningIcon} from '../components/Icons.tsx'
import {listenToBrowserSignals} from './connectionBrowserSignals.ts'
import styles from './ConnectionStatus.module.css'

/** How long "Connected again" stays after a recovery. */
const RESTORED_NOTICE_MS = 4000
/** A listener whose filter matches nothing: it only tells whether the lake is reachable. */
const PROBE_QUERY = '*[false]'

export function ConnectionStatus({lake}: {lake: ContentLake}) {
  const {t} = useTranslation()
  const retry = useRetryTrigger()
  // `provide` copies the whole machine: made again only when the lake changes, not on every render.
  const connection = useActorRef(
    useMemo(
      () =>
        connectionMachine.provide({
          actors: {
            connect: fromEventObservable(() =>
              lake.listen(PROBE_QUERY, {}, {tag: 'connection.probe'}).pipe(
                map(connectionSignalOf),
                filter((signal): signal is ConnectionSignal => signal !== null),
              ),
            ),
          },
        }),
      [lake],
    ),
    {input: {}},
  )
  useEffect(() => listenToBrowserSignals((event) => connection.send(event)), [connection])

  const status = useSelector(connection, (s) => (s.matches({error: 'offline'}) ? 'offline' : s.hasTag('error') ? 'error' : s.hasTag('connected') ? 'connected' : 'connecting'))
  const retryAt = useSelector(connection, (s) => s.context.retryAt)
  const reason = useSelector(connection, (s) => s.context.reason)

  // Everything that waits to retry (document pairs' commits, other listeners) goes as soon as the
  // lake answers again, instead of sleeping out its own backoff.
  const wasDown = useRef(false)
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    if (status === 'offline' || status === 'error') wasDown.current = true
    if (status !== 'connected' || !wasDown.current) return
    wasDown.current = false
    retry.trigger()
    setRestored(true)
    const timer = setTimeout(() => setRestored(false), RESTORED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [status, retry])

  const seconds = useSecondsUntil(status === 'error' ? retryAt : null)
  const retryNow = () => {
    connection.send({type: 'retry.now'})
    retry.trigger()
  }

  let body = null
  if (status === 'offline') {
    body = (
      <div className={`${styles.bar} ${styles.offline}`}>
        <WarningIcon />
        <span className={styles.text}>
          <strong>{t('connection.offline')}</strong> {t('connection.kept')}
        </span>
      </div>
    )
  } else if (status === 'error' || (status === 'connecting' && wasDown.current)) {
    body = (
      <div className={`${styles.bar} ${styles.reconnecting}`}>
        <WarningIcon />
        <span className={styles.text}>
          <strong>{t('connection.unreachable')}</strong>{' '}
          {status === 'error' && seconds !== null ? t('connection.retry-in', {count: seconds}) : t('connection.connecting')}{' '}
          {reason && <span className={styles.detail}>({reason})</span>} {t('connection.kept')}
        </span>
        <Button onPress={retryNow} isDisabled={status === 'connecting'}>
          {t('connection.retry-now')}
        </Button>
      </div>
    )
  } else if (restored) {
    body = <div className={`${styles.bar} ${styles.restored}`}>{t('connection.restored')}</div>
  }
  // The live region exists from the start, so screen readers hear each change of what it says.
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {body}
    </div>
  )
}

/** Whole seconds until `at` (ms since the epoch), counting down once a second; null without `at`. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (at === null) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [at])
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000))
}
