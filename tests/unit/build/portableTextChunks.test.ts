// The build wires @portabletext/editor's top-level block rendering to our chunks by two exact edits
// of its code; the installed version must take them, and a version that changed must stop the build.
import {readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {isValidElement} from 'react'
import {describe, expect, test} from 'vitest'
import {chunkEditorBlocks, EDITOR_MODULE} from '../../../scripts/portableTextChunks.ts'
import {blockElementAt, renderBlocksInChunks} from '../../../ui/form/richtext/blockChunks.ts'
import {blockChunks} from '../../../core/richtext/blockChunks.ts'

const editorModule = createRequire(import.meta.url).resolve('@portabletext/editor').replace(/index\.(c?js|mjs)$/, 'index.js')

describe('the editor module edit', () => {
  test("the installed editor's module takes the edits: children render through a named renderer, the editor's own in chunks", () => {
    expect(EDITOR_MODULE.test(editorModule)).toBe(true)
    const edited = chunkEditorBlocks(readFileSync(editorModule, 'utf8'), '/chunks.ts')
    expect(edited.startsWith('import {renderBlocksInChunks as __lakeRenderBlocksInChunks, blockElementAt as __lakeBlockElementAt} from "/chunks.ts";\n')).toBe(true)
    expect(edited).toContain('}, renderChild = (n, i) => {')
    expect(edited).toContain('elements = isEditor(node) ? __lakeRenderBlocksInChunks(children, renderChild, decorationsByChild, [')
    expect(edited).toContain(': children.map(renderChild);')
    expect(edited).not.toContain('elements = children.map((n, i) => {')
    // The shortcut to a block's element looks inside the chunks.
    expect(edited).toContain('let blockNode = __lakeBlockElementAt(editorElement, blockIndex);')
    expect(edited).not.toContain('editorElement.children[blockIndex]')
  })

  test('code that changed stops the build with an error naming what is missing', () => {
    const code = readFileSync(editorModule, 'utf8')
    expect(() => chunkEditorBlocks(code.replace('}, elements = children.map((n, i) => {', '}, elements = children.map((child, i) => {'))).toThrow(/the children map .* found 0 times/)
    expect(() => chunkEditorBlocks(code.replace('function isEditor(', 'function isEngine('))).toThrow(/"function isEditor\(" not found/)
    expect(() => chunkEditorBlocks(code.replace('editorElement.children[blockIndex]', 'editorElement.childNodes[blockIndex]'))).toThrow(/the lookup of a block's element .* found 0 times/)
    expect(() => chunkEditorBlocks('export const nothing = 1')).toThrow(/scripts\/portableTextChunks\.ts/)
  })
})

type Props = {blocks: {_key: string}[]; decorations: unknown[]; start: number; counters: string | undefined; deps: unknown[]; render: unknown; decorationsEqual: unknown}
type ChunkElement = {key: string; props: Props; type: {compare: (a: Props, b: Props) => boolean}}

describe('rendering in chunks', () => {
  const blocks = Array.from({length: 300}, (_, i) => ({_key: `p${i}`}))
  const render = (block: unknown, index: number) => `${(block as {_key: string})._key}@${index}`
  const equal = (a: unknown, b: unknown) => a === b
  const deps = ['renderer']
  const chunksOf = (list: {_key: string}[], decorations: unknown[] = list.map(() => 'none')) =>
    renderBlocksInChunks(list, render, decorations, deps, equal) as unknown as ChunkElement[]

  test('a chunk per opening block, keyed by it, rendering its blocks at their places in the body', () => {
    const chunks = chunksOf(blocks)
    expect(chunks.map((chunk) => [chunk.key, chunk.props.start])).toEqual(blockChunks(blocks)!.map(({key, start}) => [key, start]))
    expect(chunks.length).toBeGreaterThan(2)
    expect(chunks.every((chunk) => isValidElement(chunk))).toBe(true)
    const rendered = chunks.flatMap((chunk) => chunk.props.blocks.map((block, offset) => render(block, chunk.props.start + offset)))
    expect(rendered).toEqual(blocks.map(render))
  })

  test('after a block changes, only its chunk renders again', () => {
    const before = chunksOf(blocks)
    const changed = [...blocks]
    changed[150] = {_key: 'p150'}
    const after = chunksOf(changed)
    const renderedAgain = after.filter((chunk, i) => !chunk.type.compare(before[i]!.props, chunk.props)).map((chunk) => chunk.key)
    const owner = before.filter((chunk) => chunk.props.start <= 150).at(-1)!.key
    expect(renderedAgain).toEqual([owner])
  })

  test("a change of a block's decorations or of a dependency renders its chunk, or all of them, again", () => {
    const before = chunksOf(blocks)
    const decorations = blocks.map((_, i) => (i === 10 ? 'selected' : 'none'))
    const decorated = chunksOf(blocks, decorations)
    expect(decorated.filter((chunk, i) => !chunk.type.compare(before[i]!.props, chunk.props))).toHaveLength(1)
    const otherDeps = renderBlocksInChunks(blocks, render, blocks.map(() => 'none'), ['another renderer'], equal) as unknown as ChunkElement[]
    expect(otherDeps.every((chunk, i) => !chunk.type.compare(before[i]!.props, chunk.props))).toBe(true)
  })

  test('a chunk carries the list counts of the blocks before it, and renders again when they change', () => {
    const numbered = blocks.map((block) => ({...block, _type: 'block', listItem: 'number', level: 1}))
    const before = chunksOf(numbered)
    expect(before[0]!.props.counters).toBeUndefined()
    expect(before.slice(1).map((chunk) => chunk.props.counters)).toEqual(before.slice(1).map((chunk) => `pt-l1 ${chunk.props.start} pt-l2 0 pt-l3 0 pt-l4 0 pt-l5 0 pt-l6 0 pt-l7 0 pt-l8 0 pt-l9 0`))
    // A paragraph at 150 ends the list: the chunks after it count afresh, and only they render again.
    const ended = [...numbered]
    ended[150] = {_key: 'p150', _type: 'block'} as (typeof numbered)[number]
    const after = chunksOf(ended)
    const renderedAgain = after.filter((chunk, i) => !chunk.type.compare(before[i]!.props, chunk.props)).map((chunk) => chunk.props.start)
    expect(renderedAgain).toEqual(after.filter((chunk, i) => chunk.props.start > 150 || after[i + 1]?.props.start! > 150).map((chunk) => chunk.props.start))
    expect(after.filter((chunk) => chunk.props.start > 150).every((chunk) => chunk.props.counters === `pt-l1 ${chunk.props.start - 151} pt-l2 0 pt-l3 0 pt-l4 0 pt-l5 0 pt-l6 0 pt-l7 0 pt-l8 0 pt-l9 0` || (chunk.props.start === 151 && chunk.props.counters === undefined))).toBe(true)
  })

  test('a short body renders each block on its own', () => {
    expect(renderBlocksInChunks(blocks.slice(0, 20), render, [], deps, equal)).toEqual(blocks.slice(0, 20).map(render))
  })
})

describe("finding a block's element", () => {
  /** Just what the lookup reads of an element: its children, in order, and a chunk's attribute (its count of blocks). */
  type Fake = {name: string; children: Fake[]; firstElementChild: Fake | null; nextElementSibling: Fake | null; hasAttribute: (name: string) => boolean; getAttribute: (name: string) => string | null}
  const fake = (name: string, children: Fake[] = [], chunk = false): Fake => {
    const attribute = (asked: string) => (chunk && asked === 'data-block-chunk' ? String(children.length) : null)
    const element: Fake = {name, children, firstElementChild: children[0] ?? null, nextElementSibling: null, hasAttribute: (asked) => attribute(asked) !== null, getAttribute: attribute}
    children.forEach((child, i) => (child.nextElementSibling = children[i + 1] ?? null))
    return element
  }
  const at = (editable: Fake, index: number) => (blockElementAt(editable as unknown as Element, index) as unknown as Fake | undefined)?.name

  test("in a long body, the block at an index is found inside its chunk; past the end, none", () => {
    const editable = fake('editable', [fake('c0', [fake('b0'), fake('b1')], true), fake('c1', [fake('b2')], true), fake('c2', [fake('b3'), fake('b4'), fake('b5')], true)])
    expect([0, 1, 2, 3, 4, 5, 6].map((index) => at(editable, index))).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5', undefined])
  })

  test("in a short body, it is the editable's child at that index", () => {
    const editable = fake('editable', [fake('b0'), fake('b1')])
    expect([0, 1, 2].map((index) => at(editable, index))).toEqual(['b0', 'b1', undefined])
  })
})
