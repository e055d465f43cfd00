// The running welcome journey of the signed-in workspace, for the navbar's and the sidebar's
// free-trial buttons and the dialog itself.
import {createContext, useContext, type RefObject} from 'react'
import type {ActorRefFrom} from 'xstate'
import type {welcomeJourneyMachine} from '../../../machines/welcomeJourney.ts'
import type {JourneyImageContent} from '../../../adapters/http/journeyImage.ts'

export interface WelcomeServices {
  actor: ActorRefFrom<typeof welcomeJourneyMachine>
  /** The navbar's free-trial button, which a popover points at. */
  anchor: RefObject<HTMLButtonElement | null>
  /** Fetches a dialog's picture, to be drawn inline (SH-TRIAL-011). */
  loadImage: (url: string) => Promise<JourneyImageContent>
}

export const WelcomeContext = createContext<WelcomeServices | null>(null)

export function useWelcome(): WelcomeServices | null {
  return useContext(WelcomeContext)
}
