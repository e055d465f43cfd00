// Wires the rich-text editor's (@portabletext/editor's) rendering of its top-level blocks to
// ui/form/richtext/blockChunks.ts at build time, so a keystroke re-renders one chunk of a long body
// instead of walking all its blocks (core/richtext/blockChunks.ts). The editor offers no option
// for this, and its list rendering sits inside one internal hook; the change is two small edits
// of that hook, and one of the lookup of a block's element (a chunk is an element around its
// blocks), found by exact text. When an update of the editor changes that text, the build
// stops with an error naming this file, rather than quietly shipping the slow path.
// Only `vite build` runs it: the development server pre-bundles dependencies without plugins, so
// `vite` alone renders the body as one list, as the editor does by itself.
import {resolve} from 'node:path'
import type {Plugin} from 'vite'

/** The editor's module that holds the hook (`useChildren`) rendering a node's children. */
export const EDITOR_MODULE = /[\\/]node_modules[\\/]@portabletext[\\/]editor[\\/]lib[\\/]index\.js$/

const CHUNKS_MODULE = resolve(import.meta.dirname, '../ui/form/richtext/blockChunks.ts')
const CALL = '__lakeRenderBlocksInChunks'
const ELEMENT_CALL = '__lakeBlockElementAt'

/** The per-child renderer, an inline arrow passed to `map`, becomes a named function… */
const MAP_OPENING = '}, elements = children.map((n, i) => {'
const NAMED_OPENING = '}, renderChild = (n, i) => {'
/** …which the editor's own children (its top-level blocks) hand to the chunks. */
const MAP_CLOSING = '\t\tthrow Error("Unexpected node type");\n\t});\n\treturn childContainer'
const CHUNKED_CLOSING = [
  '\t\tthrow Error("Unexpected node type");',
  // What the renderer reads besides the block: the render callbacks, the pipeline and container
  // it sits in, the schema, and the registrations (maps the editor swaps when one changes).
  `\t}, elements = isEditor(node) ? ${CALL}(children, renderChild, decorationsByChild, [renderElement, renderLeaf, renderText, parentIsInNewPipeline, parentContainer, childContainer, editor.snapshot.context.schema, editor.containers, editor.textBlocks, editor.blockObjects], isElementDecorationsEqual) : children.map(renderChild);`,
  '\treturn childContainer',
].join('\n')
/**
 * The module finds a block's element as the editable's child at the block's index, a shortcut
 * before searching the whole editable; with chunks, the block is a child of its chunk.
 */
const BLOCK_ELEMENT = '\t\t\tlet blockNode = editorElement.children[blockIndex];'
const CHUNKED_BLOCK_ELEMENT = `\t\t\tlet blockNode = ${ELEMENT_CALL}(editorElement, blockIndex);`
/** Names the edits rely on: the hook's locals and two helpers of the module. */
const REQUIRED = ['function isEditor(', 'isElementDecorationsEqual = (', 'parentIsInNewPipeline = ', 'decorationsByChild = useDecorationsByChild(']

/** The editor module's code with its top-level blocks rendered in chunks; throws when the code is not the expected. */
export function chunkEditorBlocks(code: string, chunksModule: string = CHUNKS_MODULE): string {
  const problems: string[] = []
  for (const [text, what] of [
    [MAP_OPENING, 'the children map'],
    [MAP_CLOSING, 'the end of the children map'],
    [BLOCK_ELEMENT, "the lookup of a block's element"],
  ] as const) {
    const count = code.split(text).length - 1
    if (count !== 1) problems.push(`${what} (${JSON.stringify(text)}) found ${count} times`)
  }
  for (const name of REQUIRED) if (!code.includes(name)) problems.push(`${JSON.stringify(name)} not found`)
  if (problems.length > 0) {
    throw new Error(
      `scripts/portableTextChunks.ts: @portabletext/editor's block rendering changed (${problems.join('; ')}). ` +
        'Update the edits to the new code, or remove the plugin from vite.config.ts.',
    )
  }
  const body = code
    .replace(MAP_OPENING, () => NAMED_OPENING)
    .replace(MAP_CLOSING, () => CHUNKED_CLOSING)
    .replace(BLOCK_ELEMENT, () => CHUNKED_BLOCK_ELEMENT)
  return `import {renderBlocksInChunks as ${CALL}, blockElementAt as ${ELEMENT_CALL}} from ${JSON.stringify(chunksModule)};\n${body}`
}

export function portableTextChunksPlugin(): Plugin {
  return {
    name: 'lakestudio:portable-text-chunks',
    apply: 'build',
    transform: {
      filter: {id: EDITOR_MODULE},
      handler(code, id) {
        if (!EDITOR_MODULE.test(id)) return null
        return {code: chunkEditorBlocks(code), map: null}
      },
    },
  }
}
