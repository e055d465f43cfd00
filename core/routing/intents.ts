// Intents in the URL and the tool that handles them (SH-ROUTE-002, -010 … -016).
//
// URL form: `{basePath}/intent/<name>/<key>=<value>;<key>=<value>`, keys and values
// percent-encoded, keys in alphabetical order when we write one. For example
// `/intent/edit/id=abc;type=article` and `/intent/create/template=featured;type=article`.
import {INTENT_MATCH_PARAMS, INTENT_SEGMENT} from './constants.ts'
import {safeDecode} from './paths.ts'
import type {Intent, IntentContext, IntentMatch, IntentParams, ToolDescriptor, ToolState} from './types.ts'

export type IntentResolution<T extends ToolDescriptor = ToolDescriptor> =
  | {type: 'resolved'; tool: T; state: ToolState}
  | {type: 'not-found'}

/** Whether the segments after a base path are an intent route. */
export function isIntentPath(rest: readonly string[]): boolean {
  return rest.length > 0 && rest[0] === INTENT_SEGMENT
}

/** The intent of `['intent', name, params?]`; null when the name is missing or unreadable. */
export function parseIntentSegments(rest: readonly string[]): Intent | null {
  if (!isIntentPath(rest) || rest.length < 2) return null
  const name = safeDecode(rest[1])
  if (!name) return null
  return {name, params: rest.length > 2 ? parseIntentParams(rest[2]) : {}}
}

/** 'id=abc;type=article' → {id: 'abc', type: 'article'}; unreadable pairs are skipped. */
export function parseIntentParams(segment: string): IntentParams {
  const entries: [string, string][] = []
  for (const pair of segment.split(';')) {
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const key = safeDecode(pair.slice(0, at))
    const value = safeDecode(pair.slice(at + 1))
    if (key !== null && value !== null) entries.push([key, value])
  }
  // fromEntries defines own properties: a '__proto__' key from a URL stays a plain key.
  return Object.fromEntries(entries)
}

/** The segments of an intent below a base path: ['intent', name, 'k=v;…']. */
export function encodeIntentSegments(intent: Intent): string[] {
  const pairs = Object.keys(intent.params)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(intent.params[key])}`)
  const segments = [INTENT_SEGMENT, encodeURIComponent(intent.name)]
  if (pairs.length > 0) segments.push(pairs.join(';'))
  return segments
}

/**
 * How well a tool matches: 0 when it cannot handle the intent, 1 when it can, plus one for every
 * param of the intent's match list (template and type for create, mode for edit) that the tool
 * declares and that the intent carries with a matching value.
 */
export function scoreIntentMatch(match: IntentMatch, intent: Intent): number {
  if (match === false || match === null || match === undefined) return 0
  if (match === true) return 1
  let score = 1
  for (const key of INTENT_MATCH_PARAMS[intent.name] ?? []) {
    const declared = match[key]
    const given = intent.params[key]
    if (given === undefined || declared === undefined || declared === false) continue
    if (declared === true || declared === given) score += 1
  }
  return score
}

/** The best tool for the intent and the state it opens with; ties go to the earlier tool. */
export function resolveIntent<T extends ToolDescriptor>(
  intent: Intent,
  tools: readonly T[],
  context: IntentContext,
): IntentResolution<T> {
  let best: {tool: T; score: number} | null = null
  for (const tool of tools) {
    if (!tool.canHandleIntent || !tool.getIntentState) continue
    const score = scoreIntentMatch(tool.canHandleIntent(intent.name, intent.params), intent)
    if (score > 0 && (best === null || score > best.score)) best = {tool, score}
  }
  if (!best) return {type: 'not-found'}
  return {type: 'resolved', tool: best.tool, state: best.tool.getIntentState!(intent.name, intent.params, context)}
}
