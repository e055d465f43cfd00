// What the presence provider shares: the tab's presence actor, where this tab reports being, who the
// others are by id, and how to link to a document. Null outside a signed-in workspace.
import {createContext, useContext} from 'react'
import type {ActorRefFrom} from 'xstate'
import type {PublicUser, SanityDocument} from '../../core/lake/types.ts'
import type {PlaceInStudio, presenceMachine} from '../../machines/presence.ts'

export interface PresenceServices {
  actor: ActorRefFrom<typeof presenceMachine>
  /** A part of the studio says where the editor is (a document, a field), or null when it closes. */
  report(key: string, place: PlaceInStudio | null): void
  /** Display names and pictures, as far as they are loaded. */
  people: Readonly<Record<string, PublicUser>>
  /** The draft or published version of each published id, for the menu's labels and links. */
  documents(publishedIds: string[]): Promise<SanityDocument[]>
  editHref(id: string, type: string): string
  /** Where members are managed; null when the lake offers no page. */
  manageMembersHref: string | null
}

export const PresenceContext = createContext<PresenceServices | null>(null)

export function usePresence(): PresenceServices | null {
  return useContext(PresenceContext)
}
