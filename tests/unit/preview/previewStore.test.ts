// The preview store on a hand-driven clock: one fetch per window for everything shown, refreshes
// from the listener gathered for a second, nothing fetched for what nobody shows, everything shown
// fetched again after a reconnect, the last value kept through a failure until Retry, and polling
// every 10 s where there is no listener.
import {describe, expect, it} from 'vitest'
import {createPreviewStore, type ChangedDocuments, type PreviewSnapshot} from '../../../core/preview/previewStore.ts'
import {manualClock} from '../../support/manualClock.ts'

/** The shared hand-moved clock, with fetch answers settled after each step. */
function clock() {
  const manual = manualClock()
  return {
    schedule(run: () => void, ms: number) {
      const id = manual.clock.setTimer(run, ms)
      return () => manual.clock.clearTimer(id)
    },
    async advance(ms: number) {
      manual.advance(ms)
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

function setup(options: {watch?: boolean; titles?: Record<string, string>} = {}) {
  const time = clock()
  const titles: Record<string, string> = {a: 'A', b: 'B', c: 'C', ...options.titles}
  const fetches: string[][] = []
  let failing = false
  let changed: ((ids: ChangedDocuments) => void) | null = null
  let refuse: (() => void) | null = null
  let watching = 0
  const store = createPreviewStore<string>({
    fetch: async (ids) => {
      fetches.push([...ids].sort())
      if (failing) throw new Error('the lake is unwell')
      return new Map(ids.flatMap((id) => (titles[id] ? [[id, titles[id]] as [string, string]] : [])))
    },
    schedule: time.schedule,
    watch:
      options.watch === false
        ? undefined
        : (onChanged, failed) => {
            changed = onChanged
            refuse = failed
            watching++
            return () => {
              changed = null
              watching--
            }
          },
  })
  const seen = (ids: string[]) => {
    const snapshots: PreviewSnapshot<string>[] = []
    const stop = store.subscribe(ids, (snapshot) => snapshots.push(snapshot))
    return {snapshots, stop, last: () => snapshots.at(-1)}
  }
  return {
    store,
    time,
    titles,
    fetches,
    seen,
    change: (ids: ChangedDocuments) => changed?.(ids),
    refuseListener: () => refuse?.(),
    watching: () => watching,
    fail: (value: boolean) => void (failing = value),
  }
}

describe('the preview store', () => {
  it('fetches everything asked for within 100 ms in one request, drafts under their published id, each id once', async () => {
    const s = setup()
    const first = s.seen(['a', 'drafts.b'])
    const second = s.seen(['b', 'c', 'gone'])
    await s.time.advance(99)
    expect(s.fetches).toEqual([])
    await s.time.advance(1)
    expect(s.fetches).toEqual([['a', 'b', 'c', 'gone']])
    expect([...first.last()!.previews]).toEqual([['a', 'A'], ['b', 'B']])
    expect([...second.last()!.previews]).toEqual([['b', 'B'], ['c', 'C']])
    // A third view of known ids answers at once, without a request.
    const third = s.seen(['a'])
    expect(third.last()!.previews.get('a')).toBe('A')
    await s.time.advance(1000)
    expect(s.fetches).toHaveLength(1)
  })

  it('fetches a shown document again once, a second after the first change of a burst, and only the ones shown', async () => {
    const s = setup()
    const view = s.seen(['a', 'b'])
    await s.time.advance(100)
    s.titles.a = 'A, renamed'
    s.change(['drafts.a'])
    await s.time.advance(500)
    s.change(['a', 'c'])
    await s.time.advance(499)
    expect(s.fetches).toHaveLength(1)
    await s.time.advance(1)
    expect(s.fetches).toEqual([['a', 'b'], ['a']])
    expect(view.last()!.previews.get('a')).toBe('A, renamed')
  })

  it('marks what nobody shows when it changes, and fetches it when it is shown again; the listener runs while anything is shown', async () => {
    const s = setup()
    const a = s.seen(['a'])
    const b = s.seen(['b'])
    await s.time.advance(100)
    a.stop()
    expect(s.watching()).toBe(1)
    s.change(['a'])
    await s.time.advance(2000)
    expect(s.fetches).toEqual([['a', 'b']])
    s.seen(['a'])
    await s.time.advance(100)
    expect(s.fetches).toEqual([['a', 'b'], ['a']])
    // An unchanged document shown again needs nothing.
    b.stop()
    s.seen(['b'])
    await s.time.advance(2000)
    expect(s.fetches).toHaveLength(2)
  })

  it('after a reconnect fetches everything shown; once nobody watches, everything known is fetched again when shown', async () => {
    const s = setup()
    const view = s.seen(['a', 'b'])
    await s.time.advance(100)
    s.change('all')
    await s.time.advance(1000)
    expect(s.fetches).toEqual([['a', 'b'], ['a', 'b']])
    view.stop()
    expect(s.watching()).toBe(0)
    s.seen(['a'])
    expect(s.watching()).toBe(1)
    await s.time.advance(100)
    expect(s.fetches.at(-1)).toEqual(['a'])
  })

  it('keeps what it showed through a failed fetch, says it failed, and fetches again on retry', async () => {
    const s = setup()
    const view = s.seen(['a'])
    await s.time.advance(100)
    s.fail(true)
    s.change(['a'])
    await s.time.advance(1000)
    expect(view.last()).toEqual({previews: new Map([['a', 'A']]), failed: true})
    s.fail(false)
    s.titles.a = 'A again'
    s.store.retry(['a'])
    await s.time.advance(100)
    expect(view.last()).toEqual({previews: new Map([['a', 'A again']]), failed: false})
  })

  it('without a listener fetches everything shown every 10 s, and stops when nothing is', async () => {
    const s = setup({watch: false})
    const view = s.seen(['a'])
    await s.time.advance(100)
    await s.time.advance(10_000)
    expect(s.fetches).toEqual([['a'], ['a']])
    view.stop()
    await s.time.advance(30_000)
    expect(s.fetches).toHaveLength(2)
  })

  it('polls once the listener is refused', async () => {
    const s = setup()
    s.seen(['a'])
    await s.time.advance(100)
    s.refuseListener()
    expect(s.watching()).toBe(0)
    // Polled 10 s later, then fetched when the 100 ms window closes.
    await s.time.advance(10_100)
    expect(s.fetches).toEqual([['a'], ['a']])
  })
})
