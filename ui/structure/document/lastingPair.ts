// The document pair of an open pane, kept running after the pane closes until the lake has stored
// every edit made in it. The pair saves at most once a second (K-ED-022): an editor who typed and
// closed the pane (or opened another document in it) within that second lost the last edits,
// because the pair stopped with the pane. It now sends them at once and stops when they are stored,
// or when the lake refuses them, or after RETIRE_LIMIT_MS of trying on a broken connection.
import {createActor, type Actor, type InputFrom} from 'xstate'
import {useEffect, useState} from 'react'
import {hasUnsavedEdits, type DocumentPairMachine} from '../../../machines/documentPair.ts'
import {trackUnsavedEdits} from './unsavedEdits.ts'

/** How long a closed pane's pair keeps trying to store its edits before it gives up. */
export const RETIRE_LIMIT_MS = 60_000

type PairActor = Actor<DocumentPairMachine>

/** Pairs whose pane went away and that wait to stop: a pane mounted again (React's strict mode) takes its pair back. */
const retiring = new Map<PairActor, () => void>()

function retire(actor: PairActor): void {
  // After this task: React's strict mode mounts the pane again at once, and keeps the same pair.
  const timer = setTimeout(() => {
    retiring.delete(actor)
    if (!hasUnsavedEdits(actor.getSnapshot().context)) {
      actor.stop()
      return
    }
    const untrack = trackUnsavedEdits(actor)
    const stop = () => {
      clearTimeout(limit)
      subscription.unsubscribe()
      untrack()
      actor.stop()
    }
    const limit = setTimeout(stop, RETIRE_LIMIT_MS)
    const subscription = actor.subscribe((snapshot) => {
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
export function useLastingPair(logic: DocumentPairMachine, input: InputFrom<DocumentPairMachine>): PairActor {
  const [current, setCurrent] = useState(() => ({logic, actor: createActor(logic, {input})}))
  let actor = current.actor
  if (current.logic !== logic) {
    actor = createActor(logic, {input})
    setCurrent({logic, actor})
  }
  useEffect(() => {
    retiring.get(actor)?.()
    retiring.delete(actor)
    actor.start()
    const untrack = trackUnsavedEdits(actor)
    return () => {
      untrack()
      retire(actor)
    }
  }, [actor])
  return actor
}
