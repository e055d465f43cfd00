// The chunk plan of the studio's build (scripts/startupChunk.ts): what a first load runs goes in
// one file, each named group of lazy parts in one more, and nothing moves from a chunk a page needs
// earlier into one it needs later.
import {describe, expect, test} from 'vitest'
import type {Rolldown} from 'vite'
import {planChunks} from '../../../scripts/startupChunk.ts'

function chunk(fileName: string, modules: string[], options: {imports?: string[]; entry?: boolean; facade?: string} = {}): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports: options.imports ?? [],
    isEntry: options.entry ?? false,
    isDynamicEntry: options.facade !== undefined,
    facadeModuleId: options.facade ?? null,
    modules: Object.fromEntries(modules.map((id) => [id, {renderedLength: 1}])),
  } as unknown as Rolldown.OutputChunk
}

// A scan build's output: the entry and the small chunks it shares with lazy parts, the structure
// tool, its panes (with a chunk shared by both panes and by a lazy input), and a lazy input.
const output = [
  chunk('index.js', ['/ui/main.tsx', '/ui/App.tsx'], {entry: true, imports: ['react.js', 'Button.js']}),
  chunk('react.js', ['/node_modules/react/index.js']),
  chunk('Button.js', ['/ui/components/Button.tsx']),
  chunk('StructureToolView.js', ['/ui/structure/StructureToolView.tsx'], {facade: '/ui/structure/StructureToolView.tsx', imports: ['react.js', 'Pane.js']}),
  chunk('Pane.js', ['/ui/structure/Pane.tsx']),
  chunk('DocumentListPane.js', ['/ui/structure/DocumentListPane.tsx'], {facade: '/ui/structure/DocumentListPane.tsx', imports: ['Pane.js', 'Preview.js']}),
  chunk('DocumentPane.js', ['/ui/structure/document/DocumentPane.tsx'], {facade: '/ui/structure/document/DocumentPane.tsx', imports: ['Preview.js', 'Button.js']}),
  chunk('Preview.js', ['/ui/Preview.tsx', '/core/preview.ts']),
  chunk('ArrayInput.js', ['/ui/form/arrays/ArrayInput.tsx'], {facade: '/ui/form/arrays/ArrayInput.tsx', imports: ['Preview.js', 'dnd.js']}),
  chunk('dnd.js', ['/node_modules/dnd/index.js']),
]
const groups = [
  {name: 'structure', entries: /StructureToolView\.tsx$/},
  {name: 'panes', entries: /(DocumentListPane|DocumentPane)\.tsx$/},
]

describe('the chunk plan', () => {
  const {chunkOf} = planChunks(output, groups)

  test("the entry's static imports, shared chunks included, all go in the startup chunk", () => {
    for (const id of ['/ui/main.tsx', '/ui/App.tsx', '/node_modules/react/index.js', '/ui/components/Button.tsx']) expect(chunkOf.get(id), id).toBe('startup')
  })

  test('a group takes its dynamic chunks and what they import, less what an earlier chunk already holds', () => {
    expect(chunkOf.get('/ui/structure/StructureToolView.tsx')).toBe('structure')
    // The pane frame is the tool's: the panes' chunk imports it from there.
    expect(chunkOf.get('/ui/structure/Pane.tsx')).toBe('structure')
    for (const id of ['/ui/structure/DocumentListPane.tsx', '/ui/structure/document/DocumentPane.tsx', '/ui/Preview.tsx', '/core/preview.ts']) expect(chunkOf.get(id), id).toBe('panes')
    // Startup code stays in startup even though a pane imports it.
    expect(chunkOf.get('/ui/components/Button.tsx')).toBe('startup')
  })

  test('what no group names is left to the automatic split', () => {
    expect(chunkOf.has('/ui/form/arrays/ArrayInput.tsx')).toBe(false)
    expect(chunkOf.has('/node_modules/dnd/index.js')).toBe(false)
  })

  test('an import cycle between chunks ends the walk', () => {
    const cyclic = [chunk('a.js', ['/a.ts'], {entry: true, imports: ['b.js']}), chunk('b.js', ['/b.ts'], {imports: ['a.js']})]
    expect([...planChunks(cyclic, []).chunkOf]).toEqual([
      ['/a.ts', 'startup'],
      ['/b.ts', 'startup'],
    ])
  })
})
