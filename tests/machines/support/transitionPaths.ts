// Shortest paths reach every state once; a transition that leads to an already reached state (a
// retry timer, an `online` after `offline`) would never be replayed. These paths cover every
// transition of a model: the shortest path to its source state, then the transition itself.
import type {EventObject, Snapshot} from 'xstate'
import type {TestModel} from 'xstate/graph'

export interface TransitionPath<TSnapshot, TEvent> {
  steps: {event: TEvent; state: TSnapshot}[]
  state: TSnapshot
}

export function transitionPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
): TransitionPath<TSnapshot, TEvent>[] {
  const keyOf = (snapshot: TSnapshot) => {
    const {value, context} = snapshot as unknown as {value: unknown; context: unknown}
    return JSON.stringify({value, context})
  }
  const toState = new Map<string, TransitionPath<TSnapshot, TEvent>>()
  for (const path of model.getShortestPaths({allowDuplicatePaths: true})) {
    const key = keyOf(path.state)
    if (!toState.has(key)) toState.set(key, {steps: path.steps, state: path.state})
  }

  const paths: TransitionPath<TSnapshot, TEvent>[] = []
  for (const {state, transitions} of Object.values(model.getAdjacencyMap())) {
    const head = toState.get(keyOf(state))
    if (!head) throw new Error(`No path reaches ${keyOf(state)}`)
    for (const {event, state: next} of Object.values(transitions) as {event: TEvent; state: TSnapshot}[]) {
      paths.push({steps: [...head.steps, {event, state: next}], state: next})
    }
  }
  return paths
}
