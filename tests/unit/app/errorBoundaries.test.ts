// @vitest-environment jsdom
// The two error boundaries, rendered with React DOM in jsdom: the page-level one shows the error
// page — heading 'An error occured', the message, the stack, Retry — and Retry renders the subtree
// again (ERR-SH-015, SH-ROUTE-046); a search filter's value editor that throws leaves a small empty
// placeholder while what surrounds it stays (ERR-SH-020, SH-SEARCH-028).
import i18next from 'i18next'
import {act, createElement, type ComponentType, type ReactNode} from 'react'
import {I18nextProvider} from 'react-i18next'
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {STUDIO_NAMESPACE} from '../../../core/i18n/constants.ts'
import {studioEn} from '../../../core/i18n/resources/en/studio.ts'
import {useDomRoot} from '../support/domRoot.ts'

// The tests' tsconfig has no JSX, so the two .tsx modules are loaded by path at run time (Vite
// transforms them) rather than imported statically, which tsc would refuse.
const load = <T,>(path: string): Promise<T> => import(/* @vite-ignore */ path) as Promise<T>
type Boundary = ComponentType<{children: ReactNode}>
let ErrorBoundary: Boundary
let EditorErrorBoundary: Boundary

const i18n = i18next.createInstance()
beforeAll(async () => {
  ;({ErrorBoundary} = await load<{ErrorBoundary: Boundary}>('../../../ui/app/ErrorBoundary.tsx'))
  ;({EditorErrorBoundary} = await load<{EditorErrorBoundary: Boundary}>('../../../ui/search/filters/EditorErrorBoundary.tsx'))
  await i18n.init({
    lng: 'en-US',
    resources: {'en-US': {[STUDIO_NAMESPACE]: studioEn}},
    ns: [STUDIO_NAMESPACE],
    defaultNS: STUDIO_NAMESPACE,
    interpolation: {escapeValue: false},
  })
})

const dom = useDomRoot()
const render = (node: ReactNode) => dom.render(createElement(I18nextProvider, {i18n}, node))
afterEach(() => vi.restoreAllMocks())

/** A component that throws while `failing.now` is set. */
function sometimesFailing(failing: {now: boolean}, message: string) {
  return function Part() {
    if (failing.now) throw new Error(message)
    return createElement('p', null, 'The part is back')
  }
}

describe('the page-level error boundary (ERR-SH-015)', () => {
  it("shows 'An error occured' with the message, the stack and Retry, and Retry renders the subtree again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = {now: true}
    const container = await render(createElement(ErrorBoundary, null, createElement(sometimesFailing(failing, 'The tool broke'))))

    expect(container.querySelector('h1')?.textContent).toBe('An error occured')
    expect(container.textContent).toContain('The tool broke')
    expect(container.querySelector('details pre')?.textContent).toMatch(/^Error: The tool broke\n\s+at /)
    const retry = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Retry')
    expect(retry).toBeDefined()

    failing.now = false
    act(() => retry!.click())
    expect(container.querySelector('h1')).toBeNull()
    expect(container.textContent).toBe('The part is back')
  })
})

describe("a search filter's value editor that throws (ERR-SH-020)", () => {
  it('is replaced by a small empty placeholder; its neighbours stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const container = await render(
      createElement(
        'div',
        null,
        createElement('span', null, 'Operator'),
        createElement(EditorErrorBoundary, null, createElement(sometimesFailing({now: true}, 'The editor broke'))),
      ),
    )
    const placeholder = container.querySelector('[data-testid="filter-editor-error"]')
    expect(placeholder).not.toBeNull()
    expect(placeholder!.tagName).toBe('SPAN')
    expect(placeholder!.childNodes).toHaveLength(0)
    expect(container.textContent).toBe('Operator')
    expect(console.error).toHaveBeenCalledWith('Search filter editor failed', expect.objectContaining({message: 'The editor broke'}))
  })

  it('an editor that does not throw is shown as it is', async () => {
    const container = await render(createElement(EditorErrorBoundary, null, createElement(sometimesFailing({now: false}, 'unused'))))
    expect(container.querySelector('[data-testid="filter-editor-error"]')).toBeNull()
    expect(container.textContent).toBe('The part is back')
  })
})
