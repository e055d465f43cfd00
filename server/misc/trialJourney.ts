// The welcome / free-trial journey (`GET /journey/trial`, `POST /journey/trial/{id}`), answered
// here so nothing leaves the machine. Every user sees the welcome once, on their first sign-in;
// closing it posts its id, which the lake keeps per user and project (journeySeen.ts).
//
// An administrator replaces the lake's own welcome with `journey.json` in the data folder, read
// again whenever it changes (a broken file is reported in the log and the lake's own one is used):
//   {"showOnLoad": {"id": "welcome-2026", "dialogType": "modal", "headingText": "…", "descriptionText": "…",
//                   "image": {"asset": {"url": "https://…"}, "altText": "…"},
//                   "ctaButton": {"text": "…", "action": "openUrl", "url": "https://…"},
//                   "secondaryButton": {"text": "…"}},
//    "showOnClick": {…the same shape…},
//    "trial": {"startedAt": "2026-11-01", "totalDays": 30}}
// `"showOnLoad": null` switches the welcome off; `trial` gives the studio its free-trial button.
import {readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'
import {journeyDialogOf, type JourneyDialog} from '../../core/trial/journey.ts'

export const JOURNEY_FILE_NAME = 'journey.json'

const DAY_MS = 24 * 60 * 60 * 1000

export interface JourneySettings {
  showOnLoad: JourneyDialog | null
  showOnClick: JourneyDialog | null
  trial: {startedAt: number; totalDays: number} | null
}

function builtInJourney(baseUrl: string): JourneySettings {
  return {
    showOnLoad: {
      id: 'lake-welcome-1',
      dialogType: 'modal',
      headingText: 'Welcome to your studio',
      descriptionText:
        'Everything you write here is kept in this content lake, on this machine. Find any document with Search (Ctrl+K or ⌘K), see who else is working beside you at the top right, and open Help for the guides.',
      image: null,
      ctaButton: {text: 'Read the guide', action: 'openUrl', url: `${baseUrl}/docs/help.md`},
      secondaryButton: {text: 'Start editing'},
    },
    showOnClick: null,
    trial: null,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The administrator's journey, or why the file cannot be used. */
export function journeyFromFile(text: string): JourneySettings | string {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    return `not JSON: ${(error as Error).message}`
  }
  if (!isRecord(body)) return 'expected {"showOnLoad": {...}, "showOnClick": {...}, "trial": {...}}'
  const dialog = (key: 'showOnLoad' | 'showOnClick'): JourneyDialog | null | string => {
    if (body[key] === undefined || body[key] === null) return null
    return journeyDialogOf(body[key]) ?? `"${key}" needs at least an "id" and a "headingText"`
  }
  const showOnLoad = dialog('showOnLoad')
  if (typeof showOnLoad === 'string') return showOnLoad
  const showOnClick = dialog('showOnClick')
  if (typeof showOnClick === 'string') return showOnClick
  let trial: JourneySettings['trial'] = null
  if (body.trial !== undefined && body.trial !== null) {
    const startedAt = isRecord(body.trial) && typeof body.trial.startedAt === 'string' ? Date.parse(body.trial.startedAt) : NaN
    const totalDays = isRecord(body.trial) ? body.trial.totalDays : undefined
    if (!Number.isFinite(startedAt) || typeof totalDays !== 'number' || !Number.isInteger(totalDays) || totalDays <= 0) {
      return '"trial" needs "startedAt" (a date) and "totalDays" (a whole number above 0)'
    }
    trial = {startedAt, totalDays}
  }
  return {showOnLoad, showOnClick, trial}
}

let cached: {path: string; mtimeMs: number; settings: JourneySettings | string} | null = null

export function journeySettings(baseUrl: string, dataDir: string, log: (message: string) => void = () => {}): JourneySettings {
  const path = join(dataDir, JOURNEY_FILE_NAME)
  let mtimeMs: number
  try {
    mtimeMs = statSync(path).mtimeMs
  } catch {
    return builtInJourney(baseUrl)
  }
  if (cached?.path !== path || cached.mtimeMs !== mtimeMs) {
    let settings: JourneySettings | string
    try {
      settings = journeyFromFile(readFileSync(path, 'utf8'))
    } catch (error) {
      settings = (error as Error).message
    }
    cached = {path, mtimeMs, settings}
    if (typeof settings === 'string') log(`${path} is not used: ${settings}`)
  }
  return typeof cached.settings === 'string' ? builtInJourney(baseUrl) : cached.settings
}

/** The dialog as the studio reads it (shell seed §3): the image's address under `asset.url`. */
function wireDialog(dialog: JourneyDialog) {
  const {image, ...rest} = dialog
  return {...rest, _id: dialog.id, ...(image ? {image: {asset: {url: image.url}, altText: image.altText}} : {})}
}

/** The answer for one user: the welcome only until they have seen it. */
export function journeyResponse(settings: JourneySettings, seen: (id: string) => boolean, now: number): Record<string, unknown> {
  const response: Record<string, unknown> = {}
  if (settings.trial) {
    const elapsedDays = Math.floor((now - settings.trial.startedAt) / DAY_MS)
    response.totalDays = settings.trial.totalDays
    response.daysLeft = Math.max(0, Math.min(settings.trial.totalDays, settings.trial.totalDays - elapsedDays))
  }
  if (settings.showOnLoad && !seen(settings.showOnLoad.id)) {
    response.id = settings.showOnLoad.id
    response.showOnLoad = wireDialog(settings.showOnLoad)
  }
  if (settings.showOnClick) response.showOnClick = wireDialog(settings.showOnClick)
  return response
}
