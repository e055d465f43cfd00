// The document pair of an open pane, kept running after the pane closes until the lake has stored
// every edit made in it. The pair saves at most once a second (K-ED-022): an editor who typed and
// closed the pane (or opened another document in it) within that second lost the last edits,
// because the pair stopped with the pane. It now sends them at once and stops when they are stored
// or the lake refuses them (which is then said in a toast). On a broken connection it keeps trying
// as an open pane's pair does; leaving the page meanwhile asks first (unsavedEdits.ts).
import {createActor, type Actor, type InputFrom} from 'xstate'
import {useEffect, useRef, useState} from 'react'
import {hasUnsavedEdits, type DocumentPairMachine} from '../../../machines/documentPair.ts'
import {trackUnsavedEdits} from './unsavedEdits.ts'

type PairActor = Actor<DocumentPairMachine>

/** Pairs whose pane went away and that wait to stop: a pane mounted again (React's strict mode) takes its pair back. */
const retiring = new Map<PairActor, () => void>()

/** Says that the lake refused edits made in a pane that is gone (its notice went with it). */
export type RefusedAfterClose = (message: string) => void

function retire(actor: PairActor, onRefused: RefusedAfterClose): void {
  // After this task: React's strict mode mounts the pane again at once, and keeps the same pair.
  const timer = setTimeout(() => {
    retiring.delete(actor)
    if (!hasUnsavedEdits(actor.getSnapshot().context)) {
      actor.stop()
      return
    }
    const untrack = trackUnsavedEdits(actor)
    const refusedBefore = actor.getSnapshot().context.error
    let stopped = false
    const stop = () => {
      if (stopped) return
      stopped = true
      subscription.unsubscribe()
      untrack()
      actor.stop()
    }
    const subscription = actor.subscribe((snapshot) => {
      const {error} = snapshot.context
      if (error !== refusedBefore && error?.type === 'commitRefused') onRefused(error.message)
      if (!hasUnsavedEdits(snapshot.context) || snapshot.status !== 'active') stop()
    })
    actor.send({type: 'flush'})
  })
  retiring.set(actor, () => clearTimeout(timer))
}

/**
 * The pane's document pair: started with the pane, stopped when the pane goes once its edits are
 * stored. A new `logic` (another lake) starts a new pair; the old one retires the same way.
 */
export function useLastingPair(logic: DocumentPairMachine, input: InputFrom<DocumentPairMachine>, onRefused: RefusedAfterClose): PairActor {
  const [current, setCurrent] = useState(() => ({logic, actor: createActor(logic, {input})}))
  let actor = current.actor
  if (current.logic !== logic) {
    actor = createActor(logic, {input})
    setCurrent({logic, actor})
  }
  // The latest callback, read when the pane goes (its texts follow the language).
  const refused = useRef(onRefused)
  refused.current = onRefused
  useEffect(() => {
    retiring.get(actor)?.()
    retiring.delete(actor)
    actor.start()
    const untrack = trackUnsavedEdits(actor)
    return () => {
      untrack()
      retire(actor, (message) => refused.current(message))
    }
  }, [actor])
  return actor
}
