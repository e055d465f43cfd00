// What every part of the search dialog reads: the search actor of the workspace, its config (types,
// field definitions, operators) and the schema's titles, plus a document lookup for reference
// filters. Provided once by SearchRoot; components select the smallest slice they need.
import type {ActorRefFrom} from 'xstate'
import {createContext, useContext} from 'react'
import type {ContentLake} from '../../core/ports.ts'
import type {TypesByName} from '../../core/schema/index.ts'
import type {WorkspaceSearchConfig} from '../../core/search/searchConfigOf.ts'
import type {searchMachine} from '../../machines/search.ts'

export type SearchActorRef = ActorRefFrom<typeof searchMachine>

/** A document an editor can pick as a reference filter's value. */
export interface DocumentOption {
  _id: string
  _type: string
  title: string
}

export interface SearchSession {
  actor: SearchActorRef
  config: WorkspaceSearchConfig
  /** The schema title of a document type ("Landing page"), or its name when it has none. */
  typeTitle(typeName: string): string
  /** Published documents whose title matches the text, of the given types (all when empty), at most 100 (K-SH-023). */
  findDocuments(text: string, types: readonly string[]): Promise<DocumentOption[]>
  /** The workspace's lake and schema types, for previews of hits. */
  lake: ContentLake
  types: TypesByName
  /** Fullscreen layout (narrow screens). */
  fullscreen: boolean
}

export const SearchSessionContext = createContext<SearchSession | null>(null)

export function useSearchSession(): SearchSession {
  const session = useContext(SearchSessionContext)
  if (!session) throw new Error('useSearchSession: no SearchSessionContext above this component')
  return session
}
