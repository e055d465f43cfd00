// Groups what a first page load runs into as few files as possible. Left to itself the bundler
// splits the studio's startup code into about thirty small shared chunks (one per set of lazy
// chunks that also use a module), and a browser fetches at most six files at a time from one
// HTTP/1.1 origin: the startup waited on five rounds of requests. Which modules a page load runs is
// the entry's static import graph after tree-shaking, which only a build knows: a scan build
// (in memory, no compression) finds it, and the real build then puts those modules in one chunk.
// Lazy parts fetched together get the same treatment (vite.config.ts names them): the structure
// tool, and the code of its list and document panes, which a URL naming a document needs at once.
import type {Plugin, Rolldown} from 'vite'

type OutputChunk = Rolldown.OutputChunk

/** Set while the scan build runs, so the config it loads neither scans again nor compresses. */
export const SCAN_FLAG = 'STUDIO_STARTUP_SCAN'

export interface ChunkPlan {
  /** Module id → the chunk it goes in. */
  chunkOf: Map<string, string>
}

const plan: ChunkPlan = {chunkOf: new Map()}

/** The name function for the code-splitting group: the planned chunk of a module, if any. */
export function plannedChunk(moduleId: string, _ctx: Rolldown.ChunkingContext): string | null {
  return plan.chunkOf.get(moduleId) ?? null
}

export function isScanBuild(): boolean {
  return process.env[SCAN_FLAG] === '1'
}

/** Chunks reached from `from` by static imports, `from` included. */
function staticClosure(byFile: Map<string, OutputChunk>, from: OutputChunk[]): Set<OutputChunk> {
  const seen = new Set<OutputChunk>()
  const queue = [...from]
  while (queue.length > 0) {
    const chunk = queue.pop()!
    if (seen.has(chunk)) continue
    seen.add(chunk)
    for (const file of chunk.imports) {
      const next = byFile.get(file)
      if (next) queue.push(next)
    }
  }
  return seen
}

/** A chunk of the plan: the code of the dynamic chunks whose source matches `entries`. */
export interface PlannedGroup {
  name: string
  entries: RegExp
}

/**
 * The plan from a scan build's chunks: the entry's static closure is 'startup'; each group takes
 * the static closure of its dynamic chunks, less what startup and the groups before it hold.
 */
export function planChunks(output: OutputChunk[], groups: PlannedGroup[]): ChunkPlan {
  const byFile = new Map(output.map((chunk) => [chunk.fileName, chunk]))
  const taken = new Set<OutputChunk>()
  const chunkOf = new Map<string, string>()
  const take = (name: string, roots: OutputChunk[]) => {
    for (const chunk of staticClosure(byFile, roots)) {
      if (taken.has(chunk)) continue
      taken.add(chunk)
      for (const id of Object.keys(chunk.modules)) chunkOf.set(id, name)
    }
  }
  take(
    'startup',
    output.filter((chunk) => chunk.isEntry),
  )
  for (const group of groups) {
    take(
      group.name,
      output.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && group.entries.test(chunk.facadeModuleId)),
    )
  }
  return {chunkOf}
}

/** Runs the scan build before the real one and fills the plan `plannedChunk` answers from. */
export function startupChunkPlugin(groups: PlannedGroup[]): Plugin {
  return {
    name: 'studio-startup-chunk',
    apply: (_, env) => env.command === 'build' && !isScanBuild(),
    async configResolved(config) {
      const {build} = await import('vite')
      process.env[SCAN_FLAG] = '1'
      try {
        const result = (await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'silent',
          build: {write: false, minify: false, emptyOutDir: false},
        })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
        const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
        plan.chunkOf = planChunks(outputs.filter((o): o is OutputChunk => o.type === 'chunk'), groups).chunkOf
      } finally {
        delete process.env[SCAN_FLAG]
      }
    },
  }
}
