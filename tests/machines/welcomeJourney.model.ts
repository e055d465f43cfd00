// Test model of the welcome / free-trial dialog: what the journey call can answer (nothing, a
// modal welcome with a link, a popover welcome leading on to the trial dialog, only a trial, or a
// failure), and what the editor and the page can do (close, call to action, the free-trial button,
// the button appearing and disappearing).
import {TestModel} from 'xstate/graph'
import {NO_JOURNEY, type JourneyDialog, type TrialJourney} from '../../core/trial/journey.ts'
import {welcomeJourneyMachine, type WelcomeJourneyContext} from '../../machines/welcomeJourney.ts'

const dialog = (id: string, overrides: Partial<JourneyDialog> = {}): JourneyDialog => ({
  id,
  dialogType: 'modal',
  headingText: `Heading of ${id}`,
  descriptionText: `Description of ${id}`,
  image: null,
  ctaButton: null,
  secondaryButton: {text: 'Later'},
  ...overrides,
})

export const JOURNEYS: Record<string, TrialJourney> = {
  none: NO_JOURNEY,
  welcomeWithLink: {
    showOnLoad: dialog('welcome', {ctaButton: {text: 'Read the guide', action: 'openUrl', url: 'https://example.com/guide'}}),
    showOnClick: null,
    trial: null,
  },
  popoverThenTrial: {
    showOnLoad: dialog('welcome', {dialogType: 'popover', ctaButton: {text: 'See your trial', action: 'openNext', url: null}}),
    showOnClick: dialog('trial', {ctaButton: {text: 'Upgrade', action: 'openUrl', url: 'https://example.com/plans'}}),
    trial: {daysLeft: 7, totalDays: 30},
  },
  trialOnly: {
    showOnLoad: null,
    showOnClick: dialog('trial', {dialogType: 'popover', ctaButton: {text: 'Next', action: 'openNext', url: null}}),
    trial: {daysLeft: 2, totalDays: 14},
  },
}

export const FETCH_FAILED = new Error('The lake did not answer')

export const model = new TestModel(welcomeJourneyMachine, {
  input: {studioVersion: '0.1.0'},
  events: [
    ...Object.entries(JOURNEYS).map(([name, output]) => ({type: 'xstate.done.actor.fetchJourney', output, journey: name}) as never),
    {type: 'xstate.error.actor.fetchJourney', error: FETCH_FAILED} as never,
    {type: 'dialog.close'},
    {type: 'cta.pressed'},
    {type: 'trial.toggle'},
    {type: 'anchor.set'},
    {type: 'anchor.cleared'},
  ],
  filterEvents: (snapshot, event) => snapshot.can(event),
})

export function describeState(snapshot: {value: unknown; context: WelcomeJourneyContext}): string {
  const {showing, anchored, seen} = snapshot.context
  return `${stateName(snapshot.value)}  [showing=${showing ?? '-'}${anchored ? ', anchored' : ''}${seen ? ', seen' : ''}]`
}

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  if (event.type === 'xstate.done.actor.fetchJourney') return `journey answers "${String(event.journey)}"`
  if (event.type === 'xstate.error.actor.fetchJourney') return 'journey call fails'
  return event.type
}

function stateName(value: unknown): string {
  if (typeof value === 'string') return value
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0]
  return `${key}.${stateName(inner)}`
}
