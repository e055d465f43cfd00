// How a document pair listens to the lake, on its own so that code opening the listener ahead of
// the pair machine (a route, ui/structure/paneLoaders.ts) does not bring the machine with it.
import type {ListenOptions} from '../lake/types.ts'

/** The listen query of a pair, with `pairListenParams` as its parameters. */
export const PAIR_LISTEN_QUERY = '*[_id in [$publishedId, $draftId]]'

/**
 * How the pair listens: each change arrives as its mendoza effect, applied to HEAD
 * (core/editing/incoming.ts), not as the whole document: a long body's every save sent the body
 * back, and the fresh copy had to be parsed and compared block by block with what the form shows
 * (ED-PT-060).
 */
export const PAIR_LISTEN_OPTIONS: ListenOptions = {includeResult: false, effectFormat: 'mendoza', tag: 'document.pair-listener'}

/** The pair listener's params: a listener held for a route must ask for exactly these. */
export function pairListenParams(ids: {publishedId: string; draftId: string}): Record<string, unknown> {
  return {publishedId: ids.publishedId, draftId: ids.draftId}
}
