// Runs the welcome journey for the signed-in workspace: the machine over the lake's journey calls,
// links opened in a new tab, and the dialog shown over the studio.
import {useActorRef} from '@xstate/react'
import {useMemo, useRef, type ReactNode} from 'react'
import {createHttpJourney} from '../../../adapters/http/journey.ts'
import {fetchJourneyImage} from '../../../adapters/http/journeyImage.ts'
import type {ResolvedWorkspace} from '../../../core/config/resolveWorkspaces.ts'
import {STUDIO_VERSION} from '../../../core/help/help.ts'
import {welcomeJourneyMachine} from '../../../machines/welcomeJourney.ts'
import {fromPromise} from 'xstate'
import {lakeHostOf} from '../../app/workspace.ts'
import type {SignedIn} from '../../auth/AuthGate.tsx'
import {WelcomeDialog} from './WelcomeDialogGate.tsx'
import {WelcomeContext} from './welcomeContext.ts'

export function WelcomeJourneyProvider({workspace, session, onDismissed, children}: {workspace: ResolvedWorkspace; session: SignedIn; onDismissed?: () => void; children: ReactNode}) {
  const apiHost = lakeHostOf(workspace)
  const {projectId, dataset} = workspace
  const token = session.token
  // A report, not a reason to start the journey again: read through a ref.
  const dismissed = useRef(onDismissed)
  dismissed.current = onDismissed
  const machine = useMemo(() => {
    const journey = createHttpJourney({apiHost, projectId, dataset, token, withCredentials: !token})
    return welcomeJourneyMachine.provide({
      actors: {
        fetchJourney: fromPromise(({input}) => journey.fetch(input.studioVersion)),
        markSeen: fromPromise(async ({input}) => {
          dismissed.current?.()
          await journey.markSeen(input.id)
        }),
      },
      actions: {
        openUrl: (_, {url}) => {
          if (url) window.open(url, '_blank', 'noopener,noreferrer')
        },
      },
    })
  }, [apiHost, projectId, dataset, token])
  const actor = useActorRef(machine, {input: {studioVersion: STUDIO_VERSION}})
  const anchor = useRef<HTMLButtonElement | null>(null)
  const services = useMemo(() => ({actor, anchor, loadImage: (url: string) => fetchJourneyImage(url)}), [actor])
  return (
    <WelcomeContext.Provider value={services}>
      {children}
      <WelcomeDialog />
    </WelcomeContext.Provider>
  )
}
