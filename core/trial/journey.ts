// The welcome / free-trial journey (shell seed §2, §3, §4, §7, §9): what `GET /journey/trial`
// answers, read defensively (a malformed dialog is dropped rather than shown half), and the
// trial's elapsed share that colours the free-trial button's ring.

export {API_VERSION_TRIAL} from '../lake/apiVersions.ts'

/** The ring changes colour once more than this share of the trial has passed (K-SH-065). */
export const TRIAL_RING_WARNING_FRACTION = 0.75

export type JourneyDialogType = 'popover' | 'modal'
export type JourneyCtaAction = 'openUrl' | 'openNext'

export interface JourneyDialog {
  id: string
  dialogType: JourneyDialogType
  headingText: string
  descriptionText: string
  image: {url: string; altText: string} | null
  ctaButton: {text: string; action: JourneyCtaAction; url: string | null} | null
  secondaryButton: {text: string} | null
}

export interface TrialJourney {
  /** Shown once, when the studio loads (the welcome). */
  showOnLoad: JourneyDialog | null
  /** Shown when the free-trial button is pressed. */
  showOnClick: JourneyDialog | null
  /** Present only when the journey carries trial dates. */
  trial: {daysLeft: number; totalDays: number} | null
}

export const NO_JOURNEY: TrialJourney = {showOnLoad: null, showOnClick: null, trial: null}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)

/** Only web and site-relative addresses: a `javascript:` link from a lake must never become a button. */
export function isSafeJourneyUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(url)
}

export function journeyDialogOf(value: unknown): JourneyDialog | null {
  if (!isRecord(value)) return null
  const id = text(value.id) ?? text(value._id)
  const headingText = text(value.headingText)
  if (!id || !headingText) return null
  const image = isRecord(value.image) && isRecord(value.image.asset) ? value.image : null
  const imageUrl = image && isRecord(image.asset) ? text(image.asset.url) : null
  const cta = isRecord(value.ctaButton) ? value.ctaButton : null
  const ctaText = cta ? text(cta.text) : null
  const ctaAction: JourneyCtaAction | null = cta?.action === 'openNext' ? 'openNext' : cta?.action === 'openUrl' ? 'openUrl' : null
  const ctaUrl = cta && typeof cta.url === 'string' && isSafeJourneyUrl(cta.url) ? cta.url : null
  // An openUrl without a usable address has nowhere to go: the button is left out.
  const ctaButton = ctaText && ctaAction && (ctaAction === 'openNext' || ctaUrl) ? {text: ctaText, action: ctaAction, url: ctaAction === 'openUrl' ? ctaUrl : null} : null
  const secondaryText = isRecord(value.secondaryButton) ? text(value.secondaryButton.text) : null
  return {
    id,
    dialogType: value.dialogType === 'popover' ? 'popover' : 'modal',
    headingText,
    descriptionText: typeof value.descriptionText === 'string' ? value.descriptionText : '',
    image: imageUrl && isSafeJourneyUrl(imageUrl) ? {url: imageUrl, altText: image && typeof image.altText === 'string' ? image.altText : ''} : null,
    ctaButton,
    secondaryButton: secondaryText ? {text: secondaryText} : null,
  }
}

export function trialJourneyOf(body: unknown): TrialJourney {
  if (!isRecord(body)) return NO_JOURNEY
  const daysLeft = body.daysLeft
  const totalDays = body.totalDays
  const hasDates = typeof daysLeft === 'number' && typeof totalDays === 'number' && Number.isFinite(daysLeft) && Number.isFinite(totalDays) && totalDays > 0
  return {
    showOnLoad: journeyDialogOf(body.showOnLoad),
    showOnClick: journeyDialogOf(body.showOnClick),
    trial: hasDates ? {daysLeft: Math.max(0, Math.min(daysLeft, totalDays)), totalDays} : null,
  }
}

/** The share of the trial that has passed, 0 … 1 (SH-TRIAL-009). */
export function trialElapsedFraction(trial: {daysLeft: number; totalDays: number}): number {
  if (trial.totalDays <= 0) return 1
  return Math.min(1, Math.max(0, (trial.totalDays - trial.daysLeft) / trial.totalDays))
}

/** Above 75 % elapsed the ring takes its warning colour (K-SH-065). */
export function isTrialRunningOut(trial: {daysLeft: number; totalDays: number}): boolean {
  return trialElapsedFraction(trial) > TRIAL_RING_WARNING_FRACTION
}
