// Runs telemetry for the signed-in workspace (SH-TELEM-001 … SH-TELEM-003): the machine asks the
// lake for consent, batches what the studio logs, and sends the rest as a beacon when the page is
// hidden for good. Without consent the machine drops everything it is given.
import {useActorRef} from '@xstate/react'
import {useCallback, useEffect, useMemo, type ReactNode} from 'react'
import {fromPromise} from 'xstate'
import {createHttpTelemetry} from '../../adapters/http/telemetry.ts'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import type {TelemetryEventName} from '../../core/telemetry/telemetry.ts'
import {telemetryMachine} from '../../machines/telemetry.ts'
import type {SignedIn} from '../auth/AuthGate.tsx'
import {TelemetryContext} from './telemetry.ts'
import {lakeHostOf} from './workspace.ts'

export function TelemetryProvider({workspace, session, children}: {workspace: ResolvedWorkspace; session: SignedIn; children: ReactNode}) {
  const apiHost = lakeHostOf(workspace)
  const {projectId, dataset} = workspace
  const token = session.token
  const machine = useMemo(() => {
    const telemetry = createHttpTelemetry({apiHost, projectId, dataset, token, withCredentials: !token}, (url, body) => navigator.sendBeacon(url, body))
    return telemetryMachine.provide({
      actors: {
        fetchConsent: fromPromise(() => telemetry.consent()),
        sendBatch: fromPromise(({input}) => telemetry.send(input)),
      },
      actions: {sendBeacon: (_, batch) => void telemetry.beacon(batch)},
    })
  }, [apiHost, projectId, dataset, token])
  const actor = useActorRef(machine, {input: {projectId}})

  useEffect(() => {
    actor.send({type: 'event.logged', name: 'studio.session-started'})
    const leave = () => actor.send({type: 'page.left'})
    window.addEventListener('pagehide', leave)
    return () => window.removeEventListener('pagehide', leave)
  }, [actor])

  const log = useCallback((name: TelemetryEventName) => actor.send({type: 'event.logged', name}), [actor])
  const value = useMemo(() => log, [log])
  return <TelemetryContext.Provider value={value}>{children}</TelemetryContext.Provider>
}
