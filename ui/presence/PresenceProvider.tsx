// Runs this tab's presence for the signed-in workspace: the presence machine over the lake's
// presence socket, the places the panes report, the browser's online/offline signals, and the names
// of the people present. Leaving the page stops the machine, which tells the lake the session is gone.
import {useActorRef, useSelector} from '@xstate/react'
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react'
import {createHttpContentLake, createHttpProject} from '../../adapters/http/index.ts'
import {createPresenceTransport} from '../../adapters/presence/index.ts'
import {createSessionStorageStore} from '../../adapters/storage/sessionStorage.ts'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import {draftIdOf} from '../../core/documents/ids.ts'
import type {PublicUser, SanityDocument} from '../../core/lake/types.ts'
import {EDIT_INTENT} from '../../core/routing/constants.ts'
import {routerStatePath} from '../../core/routing/routerState.ts'
import {presenceMachine, presenceSocketActor, type PlaceInStudio} from '../../machines/presence.ts'
import {lakeHostOf} from '../app/workspace.ts'
import {useOnRetryNow} from '../app/connectivity.tsx'
import type {SignedIn} from '../auth/AuthGate.tsx'
import {PresenceContext, type PresenceServices} from './presenceContext.ts'

export function PresenceProvider({workspace, session, manageMembersHref, children}: {workspace: ResolvedWorkspace; session: SignedIn; manageMembersHref: string | null; children: ReactNode}) {
  const {projectId, dataset, basePath, tools} = workspace
  const apiHost = lakeHostOf(workspace)
  const token = session.token
  const config = useMemo(() => ({apiHost, projectId, dataset, token, withCredentials: !token}), [apiHost, projectId, dataset, token])
  const machine = useMemo(() => presenceMachine.provide({actors: {socket: presenceSocketActor(createPresenceTransport(config))}}), [config])
  const actor = useActorRef(machine, {input: {storage: createSessionStorageStore()}})

  // The editor's 'Retry now' on the connection status tries presence again too.
  useOnRetryNow(useCallback(() => actor.send({type: 'retry.now'}), [actor]))

  useEffect(() => {
    const offline = () => actor.send({type: 'browser.offline'})
    const online = () => actor.send({type: 'browser.online'})
    // A closed tab leaves at once rather than when the lake notices the socket is gone (SH-PRES-012);
    // a page shown again from the back-forward cache comes back.
    const leave = () => actor.send({type: 'page.left'})
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({type: 'page.returned'})
    }
    if (!navigator.onLine) offline()
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    window.addEventListener('pagehide', leave)
    window.addEventListener('pageshow', back)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
      window.removeEventListener('pagehide', leave)
      window.removeEventListener('pageshow', back)
    }
  }, [actor])

  const places = useRef(new Map<string, PlaceInStudio>())
  const report = useCallback(
    (key: string, place: PlaceInStudio | null) => {
      if (place) places.current.set(key, place)
      else places.current.delete(key)
      actor.send({type: 'location.changed', places: [...places.current.values()]})
    },
    [actor],
  )

  const people = usePeople(actor, config)
  const lake = useMemo(() => createHttpContentLake(config), [config])
  const documents = useCallback(
    async (ids: string[]): Promise<SanityDocument[]> => {
      if (ids.length === 0) return []
      const {documents: found} = await lake.getDocuments([...ids, ...ids.map(draftIdOf)])
      return found
    },
    [lake],
  )
  const editHref = useCallback((id: string, type: string) => routerStatePath(basePath, {intent: {name: EDIT_INTENT, params: {id, type}}}, tools), [basePath, tools])
  const services = useMemo<PresenceServices>(
    () => ({actor, report, people, documents, editHref, manageMembersHref}),
    [actor, report, people, documents, editHref, manageMembersHref],
  )
  return <PresenceContext.Provider value={services}>{children}</PresenceContext.Provider>
}

/** Names and pictures of the users in the sessions, loaded once per user. */
function usePeople(actor: PresenceServices['actor'], config: Parameters<typeof createHttpProject>[0]): Record<string, PublicUser> {
  const sessions = useSelector(actor, (s) => s.context.sessions)
  const [people, setPeople] = useState<Record<string, PublicUser>>({})
  const asked = useRef(new Set<string>())
  const project = useMemo(() => createHttpProject(config), [config])
  useEffect(() => {
    const missing = [...new Set(Object.values(sessions).map((s) => s.userId))].filter((id) => !asked.current.has(id))
    if (missing.length === 0) return
    for (const id of missing) asked.current.add(id)
    project.users(missing).then(
      (users) => setPeople((known) => ({...known, ...Object.fromEntries(users.map((user) => [user.id, user]))})),
      // Unknown names are shown as the user id; asking again on the next change would retry forever.
      // The failure is logged (SH-AUTH-007), as the history's lookups do.
      (error: unknown) => console.warn('Could not look up users', error),
    )
  }, [sessions, project])
  return people
}
