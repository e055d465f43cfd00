// V8's explicit compile hint (Chromium 136 and later): a file that starts with the magic comment
// below has every function compiled eagerly, on the background thread that streams the script in,
// instead of each one on the main thread the first time it runs. Worth it only for a chunk whose
// functions nearly all run as soon as it loads: the rich-text editor's, which runs its whole typing
// path on the first keys after activation (those keys waited 20–30 ms on compilation).
// Other browsers read it as a comment.
import type {Rolldown} from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** An output `postBanner` (added after minification, so the comment survives) for the named chunks. */
export function compileHintBanner(eagerChunks: readonly string[]): (chunk: Rolldown.RenderedChunk) => string {
  const eager = new Set(eagerChunks)
  return (chunk) => (eager.has(chunk.name) ? COMPILE_HINT : '')
}
