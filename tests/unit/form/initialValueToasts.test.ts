// What the editor is told while a new document's (or item's) initial value resolves, as toasts in
// English: 'Resolving initial value…' (info, up until taken down), 'Initial value resolved'
// (success), and on failure the error toast 'Could not resolve initial value' whose description
// names the type and the resolver's message (ERR-ED-050, ERR-ED-051, ERR-ED-001). The failure runs
// through the initial-value machine, as the inputs wire it (ui/form/initialValueNotices.ts).
import i18next, {type TFunction} from 'i18next'
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {createActor, fromPromise, SimulatedClock} from 'xstate'
import {ERROR_TOAST_MS} from '../../../core/auth/constants.ts'
import {STRUCTURE_NAMESPACE, structureEn} from '../../../core/i18n/resources/en/structure.ts'
import {initialValueMachine, type InitialValue} from '../../../machines/initialValue.ts'
import {toastQueue} from '../../../ui/app/toasts.ts'
import {announceInitialValueNotice} from '../../../ui/form/initialValueNotices.ts'

let t: TFunction<'structure'>

beforeAll(async () => {
  const i18n = i18next.createInstance()
  await i18n.init({
    lng: 'en-US',
    resources: {'en-US': {[STRUCTURE_NAMESPACE]: structureEn}},
    ns: [STRUCTURE_NAMESPACE],
    defaultNS: STRUCTURE_NAMESPACE,
    interpolation: {escapeValue: false},
  })
  t = i18n.getFixedT('en-US', STRUCTURE_NAMESPACE) as TFunction<'structure'>
})

afterEach(() => {
  for (const toast of [...toastQueue.visibleToasts]) toastQueue.close(toast.key)
  vi.restoreAllMocks()
})

const shown = () => toastQueue.visibleToasts.map((toast) => ({...toast.content, timeout: toast.timeout}))

describe('initial value notices as toasts', () => {
  it("a slow resolver shows the info toast 'Resolving initial value…' until it is taken down (ERR-ED-050)", () => {
    const takeDown = announceInitialValueNotice('resolving', null, 'post', t)
    expect(shown()).toEqual([{status: 'info', title: 'Resolving initial value…', timeout: undefined}])
    expect(takeDown).toBeTypeOf('function')
    takeDown!()
    expect(shown()).toEqual([])
  })

  it("then 'Initial value resolved' (ERR-ED-051)", () => {
    announceInitialValueNotice('resolved', null, 'post', t)
    expect(shown()).toEqual([{status: 'success', title: 'Initial value resolved', timeout: 3000}])
  })

  it('no notice, no toast', () => {
    expect(announceInitialValueNotice('none', null, 'post', t)).toBeUndefined()
    expect(shown()).toEqual([])
  })

  it("a failing resolver gives the error toast 'Could not resolve initial value' naming the type and the reason (ERR-ED-001)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const clock = new SimulatedClock()
    const machine = initialValueMachine.provide({
      actors: {resolve: fromPromise<InitialValue, void>(() => Promise.reject(new Error('Template "post": the lake is offline')))},
    })
    const actor = createActor(machine, {clock, input: {now: () => clock.now()}}).start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true))
    const {notice, error} = actor.getSnapshot().context
    expect(notice).toBe('failed')

    announceInitialValueNotice(notice, error, 'post', t)
    expect(shown()).toEqual([
      {
        status: 'error',
        title: 'Could not resolve initial value',
        description: 'Unable to resolve initial value for type: post: Template "post": the lake is offline.',
        timeout: ERROR_TOAST_MS,
      },
    ])
    expect(logged).toHaveBeenCalledOnce()
    actor.stop()
  })

  it("a resolver failing without a message is given the generic reason 'Failed to resolve initial value' (ERR-SH-038)", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    announceInitialValueNotice('failed', '', 'post', t)
    expect(shown()).toEqual([
      {
        status: 'error',
        title: 'Could not resolve initial value',
        description: 'Unable to resolve initial value for type: post: Failed to resolve initial value.',
        timeout: ERROR_TOAST_MS,
      },
    ])
  })
})
