// A new array item's initial value, resolved through the same machine as a new document's (so a
// slow resolver says so, and a failing one says why) and handed over once, when it is known.
import type {TFunction} from 'i18next'
import {createActor, fromPromise} from 'xstate'
import {resolveItemInitialValue, type CompiledType, type InitialValueContext} from '../../../core/schema/index.ts'
import {initialValueMachine, type InitialValue, type InitialValueNotice} from '../../../machines/initialValue.ts'
import {announceInitialValueNotice} from '../initialValueNotices.ts'

export function resolveNewItem(member: CompiledType, context: InitialValueContext, t: TFunction<'structure'>, apply: (fields: InitialValue) => void): void {
  const actor = createActor(
    initialValueMachine.provide({actors: {resolve: fromPromise<InitialValue, void>(() => resolveItemInitialValue(member, undefined, context))}}),
    {input: {}},
  )
  let notice: InitialValueNotice = 'none'
  let takeDown: (() => void) | undefined
  actor.subscribe((snapshot) => {
    if (snapshot.context.notice !== notice) {
      notice = snapshot.context.notice
      takeDown?.()
      takeDown = announceInitialValueNotice(notice, snapshot.context.error, member.name, t)
    }
    if (snapshot.status === 'done') apply(snapshot.context.value)
    // A failure was told; nobody retries an item's resolver, so its machine can go.
    if (snapshot.status === 'done' || snapshot.matches('failed')) queueMicrotask(() => actor.stop())
  })
  actor.start()
}
