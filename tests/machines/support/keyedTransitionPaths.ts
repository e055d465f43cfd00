// One path per transition of a model, for models that group snapshots with their own
// `serializeState`: the shortest path to each state is found in the same adjacency map the
// transitions come from, keyed the way the model keys states, so every path is a real walk.
import type {EventObject, Snapshot} from 'xstate'
import type {TestModel} from 'xstate/graph'

export interface KeyedPath<TSnapshot, TEvent> {
  steps: {event: TEvent; state: TSnapshot}[]
  state: TSnapshot
}

export function keyedTransitionPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
): KeyedPath<TSnapshot, TEvent>[] {
  const adjacency = model.getAdjacencyMap() as unknown as Record<
    string,
    {state: TSnapshot; transitions: Record<string, {event: TEvent; state: TSnapshot}>}
  >
  const serialize = model.options.serializeState
  if (!serialize) throw new Error('keyedTransitionPaths needs a model with serializeState')
  const keyOf = (snapshot: TSnapshot) => serialize(snapshot, undefined, undefined)
  const [startKey] = Object.keys(adjacency)
  const heads = new Map<string, KeyedPath<TSnapshot, TEvent>>([[startKey, {steps: [], state: adjacency[startKey].state}]])
  const queue = [startKey]
  while (queue.length) {
    const key = queue.shift()!
    const head = heads.get(key)!
    for (const {event, state} of Object.values(adjacency[key].transitions)) {
      const next = keyOf(state)
      if (heads.has(next) || !adjacency[next]) continue
      heads.set(next, {steps: [...head.steps, {event, state}], state})
      queue.push(next)
    }
  }
  const paths: KeyedPath<TSnapshot, TEvent>[] = []
  for (const [key, {transitions}] of Object.entries(adjacency)) {
    const head = heads.get(key)
    if (!head) continue
    for (const {event, state} of Object.values(transitions)) paths.push({steps: [...head.steps, {event, state}], state})
  }
  return paths
}
