// A run that finds the markers already on show keeps their objects, so the fields and the footer
// reading them (by reference) have nothing to redo after each run while someone types; a run that
// finds other markers replaces them.
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest'
import {createActor, fromPromise} from 'xstate'
import {validationMachine, type ValidateActorInput} from '../../machines/validation.ts'
import {VALIDATION_THROTTLE_MS} from '../../core/validation/constants.ts'
import type {ValidationMarker} from '../../core/validation/types.ts'

const required = (): ValidationMarker[] => [{level: 'error', message: 'Required', path: ['title']}]

function start() {
  const actor = createActor(
    validationMachine.provide({
      actors: {
        // A fresh array of fresh markers every run, as validateDocument gives.
        validate: fromPromise<ValidationMarker[], ValidateActorInput>(async ({input}) => (input.document.title ? [] : required())),
      },
    }),
    {input: {}},
  )
  actor.start()
  return actor
}

async function validate(actor: ReturnType<typeof start>, document: Record<string, unknown>) {
  actor.send({type: 'document.changed', document})
  await vi.advanceTimersByTimeAsync(VALIDATION_THROTTLE_MS + 1)
}

describe('validation keeps markers that did not change', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  test('the same markers keep their objects; other markers replace them', async () => {
    const actor = start()
    await validate(actor, {_type: 'doc'})
    const first = actor.getSnapshot().context
    expect(first.markers).toEqual(required())
    await validate(actor, {_type: 'doc', other: 1})
    const second = actor.getSnapshot().context
    expect(second.markersRevision).toBe(2)
    expect(second.markers).toBe(first.markers)
    expect(second.summary).toBe(first.summary)
    await validate(actor, {_type: 'doc', title: 'A'})
    const third = actor.getSnapshot().context
    expect(third.markers).toEqual([])
    expect(third.blocksPublish).toBe(false)
    actor.stop()
  })
})
