// @vitest-environment jsdom
// The footer's "Edited 5 min. ago" (ui/structure/time.ts): a new moment is worded against the time
// it arrives, not against a refresh minutes old, and a moment ahead of the browser's clock (the
// lake's clock runs ahead) reads as just now, never "in 20 sec.".
import {createElement} from 'react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {useNow, useRelativeTime} from '../../../ui/structure/time.ts'
import {useDomRoot} from '../support/domRoot.ts'

const dom = useDomRoot()
beforeEach(() => vi.useFakeTimers({toFake: ['Date', 'setTimeout', 'clearTimeout']}))
afterEach(() => vi.useRealTimers())

function Edited({at}: {at: string}) {
  const now = useNow([at])
  return createElement('p', null, useRelativeTime()(at, now) ?? 'just now')
}

describe('the footer’s relative time', () => {
  it('a new edit reads as just now, however long the last refresh was ago', async () => {
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'))
    await dom.render(createElement(Edited, {at: '2026-11-28T08:00:00Z'}))
    expect(dom.container.textContent).toBe('2 hr. ago')
    // Half a minute passes without a refresh (hours are refreshed once a minute), then an edit lands.
    vi.setSystemTime(new Date('2026-11-28T10:00:30Z'))
    await dom.update(createElement(Edited, {at: '2026-11-28T10:00:29Z'}))
    expect(dom.container.textContent).toBe('just now')
  })

  it('a moment ahead of the browser’s clock reads as just now', async () => {
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'))
    await dom.render(createElement(Edited, {at: '2026-11-28T10:00:25Z'}))
    expect(dom.container.textContent).toBe('just now')
  })
})
