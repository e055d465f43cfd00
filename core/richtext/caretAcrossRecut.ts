// Where a caret goes when someone else re-cuts the spans of the block it is in. Marking a word bold
// splits a span in three; the editor takes such a block from the new value as it is (no patch says
// which text went where), and a caret kept its span and offset, clamped to the shorter span: typing
// at the end of a paragraph while someone bolded a word in it went on in the middle of it. The
// caret's place is its offset in the block's text, which a re-cut keeps (and which an edit elsewhere
// in the text shifts only when it comes before it).

export type Point = {path: readonly unknown[]; offset: number}
export type Selection = {anchor: Point; focus: Point; backward?: boolean}

type Child = {_key?: unknown; _type?: unknown; text?: unknown}
type Block = {_key?: unknown; children?: unknown}

const isSpan = (child: Child | undefined): child is Child & {_key: string; text: string} =>
  typeof child?._key === 'string' && typeof child.text === 'string'

function childrenOf(block: unknown): Child[] | undefined {
  const children = (block as Block | null)?.children
  return Array.isArray(children) ? (children as Child[]) : undefined
}

function textOf(children: readonly Child[]): string {
  let text = ''
  for (const child of children) if (isSpan(child)) text += child.text
  return text
}

/** The offset in `after` of what stood at `offset` in `before`, given one changed stretch between them. */
export function mapTextOffset(before: string, after: string, offset: number): number {
  let prefix = 0
  const shorter = Math.min(before.length, after.length)
  while (prefix < shorter && before[prefix] === after[prefix]) prefix++
  let suffix = 0
  while (suffix < shorter - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++
  if (offset <= prefix) return offset
  if (offset >= before.length - suffix) return offset + after.length - before.length
  // Inside what was replaced: after the text that replaced it.
  return after.length - suffix
}

/** The span and offset at a text offset of the block; at a border, the end of the span before it. */
export function pointAtTextOffset(children: readonly Child[], textOffset: number): {key: string; offset: number} | undefined {
  let passed = 0
  let last: {key: string; offset: number} | undefined
  for (const child of children) {
    if (!isSpan(child)) continue
    if (textOffset <= passed + child.text.length) return {key: child._key, offset: Math.max(0, textOffset - passed)}
    passed += child.text.length
    last = {key: child._key, offset: child.text.length}
  }
  return last
}

function sameChildKeys(a: readonly Child[], b: readonly Child[]): boolean {
  return a.length === b.length && a.every((child, i) => child?._key === b[i]?._key)
}

/** The block with this key; a point's block is looked up alone, so nothing is built for the rest. */
function blockWithKey(blocks: readonly unknown[], key: string): unknown {
  for (const block of blocks) if ((block as Block | null)?._key === key) return block
  return undefined
}

/** The keys of the block and span a point is in, or undefined when it is not in a block's child. */
function keysOfPoint(point: Point): {blockKey: string; childKey: string} | undefined {
  const [blockSegment, field, childSegment] = point.path
  if (point.path.length !== 3 || field !== 'children') return undefined
  const blockKey = (blockSegment as {_key?: unknown} | null)?._key
  const childKey = (childSegment as {_key?: unknown} | null)?._key
  return typeof blockKey === 'string' && typeof childKey === 'string' ? {blockKey, childKey} : undefined
}

/** The point's offset in its block's text, or undefined when its child is not one of the spans. */
function textOffsetOf(children: readonly Child[], childKey: string, offset: number): number | undefined {
  let passed = 0
  for (const child of children) {
    if (!isSpan(child)) continue
    if (child._key === childKey) return passed + Math.min(offset, child.text.length)
    passed += child.text.length
  }
  return undefined
}

/** The point moved into the value's spans, or undefined when its block's spans are the same or it is not in a span. */
function movedPoint(point: Point, shown: readonly unknown[], value: readonly unknown[]): Point | undefined {
  const keys = keysOfPoint(point)
  if (!keys) return undefined
  const {blockKey, childKey} = keys
  const shownBlock = blockWithKey(shown, blockKey)
  const valueBlock = blockWithKey(value, blockKey)
  if (shownBlock === valueBlock) return undefined
  const before = childrenOf(shownBlock)
  const after = childrenOf(valueBlock)
  if (!before || !after || sameChildKeys(before, after)) return undefined
  const textOffset = textOffsetOf(before, childKey, point.offset)
  if (textOffset === undefined) return undefined
  const target = pointAtTextOffset(after, mapTextOffset(textOf(before), textOf(after), textOffset))
  if (!target) return undefined
  return {path: [{_key: blockKey}, 'children', {_key: target.key}], offset: target.offset}
}

/**
 * The editor's selection as it should be once the value is in, when an end of it sits in a block
 * whose spans the value cuts differently; undefined when nothing needs moving.
 */
export function selectionAcrossRecut(editorValue: readonly unknown[] | undefined, value: readonly unknown[] | undefined, selection: Selection | null | undefined): Selection | undefined {
  if (!selection || !editorValue || !value) return undefined
  const anchor = movedPoint(selection.anchor, editorValue, value)
  const focus = movedPoint(selection.focus, editorValue, value)
  if (!anchor && !focus) return undefined
  return {...selection, anchor: anchor ?? selection.anchor, focus: focus ?? selection.focus}
}

/**
 * The point moved into the block someone else split off after its own (Enter in the middle of the
 * paragraph, before the caret): the text behind the caret went there, and so does the caret.
 * Undefined unless the point's block kept its spans and lost the end of its text, from before the
 * point, to a new block right after it that starts with that text.
 */
function splitPoint(point: Point, shown: readonly unknown[], value: readonly unknown[]): Point | undefined {
  const keys = keysOfPoint(point)
  if (!keys) return undefined
  const {blockKey, childKey} = keys
  const at = value.findIndex((block) => (block as Block | null)?._key === blockKey)
  const shownBlock = blockWithKey(shown, blockKey)
  if (at < 0 || !shownBlock) return undefined
  const before = childrenOf(shownBlock)
  const after = childrenOf(value[at])
  const next = value[at + 1]
  const nextKey = (next as Block | null)?._key
  const nextChildren = childrenOf(next)
  if (!before || !after || !nextChildren || typeof nextKey !== 'string' || blockWithKey(shown, nextKey) !== undefined) return undefined
  const textOffset = textOffsetOf(before, childKey, point.offset)
  if (textOffset === undefined) return undefined
  const was = textOf(before)
  const kept = textOf(after)
  if (kept.length >= textOffset || !was.startsWith(kept) || !textOf(nextChildren).startsWith(was.slice(kept.length))) return undefined
  const target = pointAtTextOffset(nextChildren, textOffset - kept.length)
  return target && {path: [{_key: nextKey}, 'children', {_key: target.key}], offset: target.offset}
}

/** The editor's selection once a split of its block by someone else is in; undefined when no end of it moves. */
export function selectionAcrossSplit(editorValue: readonly unknown[] | undefined, value: readonly unknown[] | undefined, selection: Selection | null | undefined): Selection | undefined {
  if (!selection || !editorValue || !value) return undefined
  const anchor = splitPoint(selection.anchor, editorValue, value)
  const focus = splitPoint(selection.focus, editorValue, value)
  if (!anchor && !focus) return undefined
  return {...selection, anchor: anchor ?? selection.anchor, focus: focus ?? selection.focus}
}
