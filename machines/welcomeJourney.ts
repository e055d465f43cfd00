// The welcome / free-trial dialog (SH-TRIAL-001 … SH-TRIAL-010): the journey is fetched once when
// the studio starts (a failure is ignored: no dialog, no message), its welcome (`showOnLoad`) opens
// at once, or once its anchor exists when it is a popover beside the free-trial button. The first
// close of the welcome, however it happens, tells the lake it was seen so it never opens again for
// this user. The free-trial button toggles the `showOnClick` dialog.
import {assign, fromPromise, setup} from 'xstate'
import {NO_JOURNEY, type JourneyDialog, type TrialJourney} from '../core/trial/journey.ts'

export interface WelcomeJourneyInput {
  studioVersion: string
}

export type JourneySlot = 'showOnLoad' | 'showOnClick'

export interface WelcomeJourneyContext {
  studioVersion: string
  journey: TrialJourney
  /** Which of the journey's dialogs is open; null while none is. */
  showing: JourneySlot | null
  /** The free-trial button is on screen, so a popover has something to point at. */
  anchored: boolean
  /** The welcome was closed once in this session and the lake was told. */
  seen: boolean
}

export type WelcomeJourneyEvent =
  /** Escape, the close button, the secondary button, a press outside the popover. */
  | {type: 'dialog.close'}
  /** The dialog's call to action. */
  | {type: 'cta.pressed'}
  /** The free-trial button. */
  | {type: 'trial.toggle'}
  | {type: 'anchor.set'}
  | {type: 'anchor.cleared'}

export const welcomeJourneyMachine = setup({
  types: {} as {context: WelcomeJourneyContext; events: WelcomeJourneyEvent; input: WelcomeJourneyInput},
  actors: {
    fetchJourney: fromPromise<TrialJourney, {studioVersion: string}>(async () => NO_JOURNEY),
    // Fire and forget: whatever the lake answers, the dialog stays closed for this session.
    markSeen: fromPromise<void, {id: string}>(async () => {}),
  },
  actions: {
    /** Opens the call to action's address (the browser: a new tab). */
    openUrl: (_, _params: {url: string | null}) => {},
    // SH-TRIAL-007: only the welcome, only once.
    markWelcomeSeen: assign(({context, spawn}) => {
      const welcome = context.journey.showOnLoad
      if (context.showing !== 'showOnLoad' || context.seen || !welcome) return {}
      spawn('markSeen', {id: 'markSeen', input: {id: welcome.id}})
      return {seen: true}
    }),
  },
  guards: {
    hasWelcome: ({context}) => context.journey.showOnLoad !== null,
    hasClickDialog: ({context}) => context.journey.showOnClick !== null,
    // SH-TRIAL-005. Without trial dates there is no button to point at, so a popover shows as a modal.
    waitsForAnchor: ({context}) => dialogOf(context)?.dialogType === 'popover' && context.journey.trial !== null && !context.anchored,
    ctaOpensNext: ({context}) =>
      dialogOf(context)?.ctaButton?.action === 'openNext' && context.showing === 'showOnLoad' && context.journey.showOnClick !== null,
  },
}).createMachine({
  id: 'welcomeJourney',
  context: ({input}) => ({studioVersion: input.studioVersion, journey: NO_JOURNEY, showing: null, anchored: false, seen: false}),
  initial: 'loading',
  on: {
    'anchor.set': {actions: assign({anchored: true})},
    'anchor.cleared': {actions: assign({anchored: false})},
    // The lake could not record it: the dialog stays closed for this session, and the next one asks again.
    'xstate.error.actor.markSeen': {},
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchJourney',
        src: 'fetchJourney',
        input: ({context}) => ({studioVersion: context.studioVersion}),
        onDone: {target: 'ready', actions: assign({journey: ({event}) => event.output})},
        // SH-TRIAL-002: the studio carries on as if there were no journey.
        onError: {target: 'unavailable'},
      },
    },
    unavailable: {},
    ready: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{guard: 'hasWelcome', target: 'open', actions: assign({showing: 'showOnLoad'})}, {target: 'closed'}],
        },
        closed: {
          on: {'trial.toggle': {guard: 'hasClickDialog', target: 'open', actions: assign({showing: 'showOnClick'})}},
        },
        open: {
          initial: 'placing',
          states: {
            placing: {always: [{guard: 'waitsForAnchor', target: 'waitingForAnchor'}, {target: 'shown'}]},
            waitingForAnchor: {on: {'anchor.set': {target: 'shown', actions: assign({anchored: true})}}},
            // Only a dialog on screen has buttons to press.
            shown: {
              on: {
                'cta.pressed': [
                  // SH-TRIAL-006: openNext moves on to the next dialog (re-placed: it may be a popover).
                  {guard: 'ctaOpensNext', target: 'placing', actions: ['markWelcomeSeen', assign({showing: 'showOnClick'})]},
                  {
                    target: '#welcomeJourney.ready.closed',
                    actions: [
                      {type: 'openUrl', params: ({context}) => ({url: dialogOf(context)?.ctaButton?.url ?? null})},
                      'markWelcomeSeen',
                      assign({showing: null}),
                    ],
                  },
                ],
              },
            },
          },
          on: {
            'dialog.close': {target: 'closed', actions: ['markWelcomeSeen', assign({showing: null})]},
            'trial.toggle': {target: 'closed', actions: ['markWelcomeSeen', assign({showing: null})]},
          },
        },
      },
    },
  },
})

/** The open dialog's content, if any. */
export function dialogOf(context: WelcomeJourneyContext): JourneyDialog | null {
  return context.showing ? context.journey[context.showing] : null
}
