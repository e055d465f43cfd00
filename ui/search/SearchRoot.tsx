// Global search for one workspace and user, loaded on first use: the search machine with the
// workspace's search config, the lake-backed search actor and the recents store, the session the
// dialog's parts read, and the dialog itself.
import {useActorRef} from '@xstate/react'
import {useEffect, useMemo, useRef} from 'react'
import {createLocalStorageStore} from '../../adapters/storage/index.ts'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import {workspaceTypesOf} from '../app/workspaceTypes.ts'
import {DEBUG_SEARCH_HASH_FLAG, REFERENCE_PICKER_LIMIT} from '../../core/search/constants.ts'
import {searchConfigOf} from '../../core/search/searchConfigOf.ts'
import {searchMachine} from '../../machines/search.ts'
import type {SignedIn} from '../auth/AuthGate.tsx'
import {lakeHostOf} from '../app/workspace.ts'
import {useWorkspaceLake} from '../structure/useWorkspaceLake.ts'
import {recentSearchStore} from './recentStore.ts'
import {lakeSearchActor} from './searchActor.ts'
import {SearchDialog} from './SearchDialog.tsx'
import {SearchSessionContext, type DocumentOption, type SearchSession} from './searchSession.ts'

const localStore = createLocalStorageStore()

const debugFlagOn = () => window.location.hash.includes(DEBUG_SEARCH_HASH_FLAG)

export interface SearchRootProps {
  workspace: ResolvedWorkspace
  session: SignedIn
  fullscreen: boolean
  /** Grows by one with every press of the search button or shortcut. */
  toggles: number
}

export default function SearchRoot({workspace, session, fullscreen, toggles}: SearchRootProps) {
  const {projectId, dataset} = workspace
  const {lake} = useWorkspaceLake({apiHost: lakeHostOf(workspace), projectId, dataset, token: session.token})
  const schemaTypes = workspace.schema.types
  const config = useMemo(() => searchConfigOf(schemaTypes), [schemaTypes])
  const types = useMemo(() => workspaceTypesOf(schemaTypes), [schemaTypes])
  const recents = useMemo(() => recentSearchStore(localStore, {projectId, dataset, userId: session.user.id}, config), [projectId, dataset, session.user.id, config])
  const machine = useMemo(() => searchMachine.provide({actors: {search: lakeSearchActor(lake, config.specs)}}), [lake, config])
  const actor = useActorRef(machine, {input: {config, recents, fullscreen, debug: debugFlagOn()}})

  // Each new toggle, including the one that loaded this module, opens or closes the dialog.
  const handled = useRef(0)
  useEffect(() => {
    if (toggles === handled.current) return
    handled.current = toggles
    actor.send({type: 'dialog.toggle'})
  }, [toggles, actor])

  useEffect(() => actor.send({type: 'fullscreen.set', fullscreen}), [fullscreen, actor])

  useEffect(() => {
    const onHashChange = () => actor.send({type: 'debug.set', debug: debugFlagOn()})
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [actor])

  const searchSession = useMemo<SearchSession>(
    () => ({
      actor,
      config,
      fullscreen,
      lake,
      types,
      typeTitle: (name) => {
        const title = types.get(name)?.title
        return typeof title === 'string' && title ? title : name
      },
      findDocuments: async (text, onlyTypes) => {
        // Without text, the most recently changed documents; the words travel as a parameter.
        const words = text.trim()
        const match = words ? ' && [title, name, _id] match $text' : ''
        const query = `*[_type in $types && !(_id in path("drafts.**"))${match}] | order(_updatedAt desc) [0...${REFERENCE_PICKER_LIMIT}] {_id, _type, "title": coalesce(title, name, _id)}`
        const params = {types: onlyTypes.length ? onlyTypes : config.documentTypes, ...(words ? {text: `${words}*`} : {})}
        return lake.query<DocumentOption[]>(query, params, {tag: 'search.reference-filter'})
      },
    }),
    [actor, config, fullscreen, types, lake],
  )

  return (
    <SearchSessionContext.Provider value={searchSession}>
      <SearchDialog />
    </SearchSessionContext.Provider>
  )
}
