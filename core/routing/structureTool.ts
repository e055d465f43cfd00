// The structure tool as routing sees it: its intents and its URL scheme (SH-ROUTE-004, our choice).
//
// State `{type?, id?, params?}`, below `{basePath}/structure`:
//   {}                                     → /structure
//   {type: 'article'}                      → /structure/article               (documents of a type)
//   {type: 'article', id: 'abc'}           → /structure/article;abc          (one document open)
//   {type, id, params: {template: 'x'}}    → /structure/article;abc;template=x
//   {type, id, child: {type, id, params}}  → /structure/article;abc/category;xyz;template=category
//     (a document opened beside another: one created from a reference field, edited to its right)
// Type, id, param keys and values are percent-encoded; params are written in key order and only
// together with an id. Document ids are published ids: the editor opens the pair.
import {publishedIdOf} from '../documents/ids.ts'
import {CREATE_INTENT, EDIT_INTENT, STRUCTURE_TOOL_NAME} from './constants.ts'
import {safeDecode} from './paths.ts'
import type {IntentContext, IntentParams, ToolDescriptor, ToolRouter, ToolState} from './types.ts'

export interface StructureToolState {
  type?: string
  id?: string
  /** Pane params: `template` for a new document, `mode` from an edit intent. */
  params?: Record<string, string>
  /** A document opened to the right of this one (only with an id). */
  child?: ChildPaneState
}

export interface ChildPaneState {
  type: string
  id: string
  params?: Record<string, string>
}

function encodeDocument(type: string, id: string, params: Record<string, string> | undefined): string {
  const parts = [encodeURIComponent(type), encodeURIComponent(id)]
  for (const key of Object.keys(params ?? {}).sort()) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(params![key])}`)
  return parts.join(';')
}

/** `type;id;k=v…`; null when it does not read as one. */
function decodeDocument(segment: string): {type: string; id?: string; params?: Record<string, string>} | null {
  const [typePart, idPart, ...paramParts] = segment.split(';')
  const type = safeDecode(typePart)
  if (!type) return null
  if (idPart === undefined) return {type}
  const id = safeDecode(idPart)
  if (!id) return null
  if (paramParts.length === 0) return {type, id}
  const entries: [string, string][] = []
  for (const part of paramParts) {
    const at = part.indexOf('=')
    if (at <= 0) return null
    const key = safeDecode(part.slice(0, at))
    const value = safeDecode(part.slice(at + 1))
    if (key === null || value === null) return null
    entries.push([key, value])
  }
  // fromEntries defines own properties: a '__proto__' key from a URL stays a plain key.
  return {type, id, params: Object.fromEntries(entries)}
}

export const structureRouter: ToolRouter = {
  encode(state: ToolState): string[] {
    const {type, id, params, child} = state as StructureToolState
    if (!type) return []
    if (!id) return [encodeURIComponent(type)]
    const own = encodeDocument(type, id, params)
    return child?.type && child.id ? [own, encodeDocument(child.type, child.id, child.params)] : [own]
  },

  decode(segments: string[]): ToolState | null {
    if (segments.length === 0) return {}
    if (segments.length > 2) return null
    const own = decodeDocument(segments[0])
    if (!own || (segments.length === 2 && !own.id)) return null
    if (segments.length === 1) return own
    const child = decodeDocument(segments[1])
    if (!child?.id) return null
    return {...own, child: child as ChildPaneState}
  },
}

/** Both intents need a document type: the structure tool opens documents inside a type's list. */
function canHandleIntent(intent: string, params: IntentParams): boolean {
  if (intent === EDIT_INTENT) return Boolean(params.id && params.type)
  if (intent === CREATE_INTENT) return Boolean(params.type)
  return false
}

function getIntentState(intent: string, params: IntentParams, context: IntentContext): StructureToolState {
  if (intent === EDIT_INTENT) {
    const state: StructureToolState = {type: params.type, id: publishedIdOf(params.id)}
    if (params.mode) state.params = {mode: params.mode}
    return state
  }
  const state: StructureToolState = {type: params.type, id: params.id ? publishedIdOf(params.id) : context.createDocumentId()}
  if (params.template) state.params = {template: params.template}
  return state
}

/** The built-in structure tool's title among the studio's texts. */
export const STRUCTURE_TOOL_TITLE_KEY = 'tool.structure.title'

/** The built-in structure tool: what a workspace gets when it configures no tools. */
export function structureTool(overrides: Partial<Pick<ToolDescriptor, 'title' | 'icon' | 'hidden'>> = {}): ToolDescriptor {
  return {
    name: STRUCTURE_TOOL_NAME,
    title: 'Structure',
    // A title given by the configuration is shown as given, in every language.
    ...(overrides.title === undefined ? {titleKey: STRUCTURE_TOOL_TITLE_KEY} : {}),
    canHandleIntent,
    getIntentState: getIntentState as ToolDescriptor['getIntentState'],
    router: structureRouter,
    ...overrides,
  }
}

/** Built-in behaviour by tool name: a configured tool named 'structure' is the structure tool. */
export function builtInToolBehaviour(name: string): Pick<ToolDescriptor, 'canHandleIntent' | 'getIntentState' | 'router'> | null {
  if (name !== STRUCTURE_TOOL_NAME) return null
  const {canHandleIntent, getIntentState, router} = structureTool()
  return {canHandleIntent, getIntentState, router}
}
