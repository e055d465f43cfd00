// Edits not stored yet when the page is about to go (a reload, a closed tab, another address).
// Leaving asks first, with the browser's own "Leave site?" question, while any document pair holds
// edits the lake has not stored, typed text still held by an input included. When the page goes
// anyway, every pair sends what it holds at once: the lake's client sends mutations as keepalive
// requests, which the browser completes after the page is gone.
import type {Actor} from 'xstate'
import {hasUnsavedEdits, type DocumentPairMachine} from '../../../machines/documentPair.ts'
import {flushAllTypedText} from '../../form/inputs/pendingTextEdits.ts'

const pairs = new Set<Actor<DocumentPairMachine>>()
let listening = false

/** Sends every pair's unsent edits now; answers whether any pair still holds edits not stored. */
export function flushUnsavedEdits(): boolean {
  // Held text goes into its pair first, so that it is among what is sent.
  flushAllTypedText()
  let unsaved = false
  for (const pair of pairs) {
    if (!hasUnsavedEdits(pair.getSnapshot().context)) continue
    unsaved = true
    pair.send({type: 'flush'})
  }
  return unsaved
}

function listen(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('beforeunload', (event) => {
    if (!flushUnsavedEdits()) return
    event.preventDefault()
    // Browsers that predate preventDefault here ask only when returnValue is set.
    event.returnValue = ''
  })
  window.addEventListener('pagehide', () => void flushUnsavedEdits())
}

/** Counts `pair` among the pairs whose edits must be stored before the page goes; answers the undo. */
export function trackUnsavedEdits(pair: Actor<DocumentPairMachine>): () => void {
  listen()
  pairs.add(pair)
  return () => void pairs.delete(pair)
}
