// A React root in jsdom for unit tests of components: one container per test, unmounted and
// removed after it. Call at the top of a test file with `// @vitest-environment jsdom`.
import {act, type ReactNode} from 'react'
import {createRoot, type Root} from 'react-dom/client'
import {afterEach} from 'vitest'

// React warns about updates outside act() unless it knows a test runs it.
;(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true

export interface DomRoot {
  /** Renders `node` into a fresh container (replacing the last one) and waits for its effects. */
  render(node: ReactNode): Promise<HTMLElement>
  /** Renders `node` into the same root, as a parent's new props would: state is kept. */
  update(node: ReactNode): Promise<void>
  /** The container of the last render. */
  readonly container: HTMLElement
}

export function useDomRoot(): DomRoot {
  let root: Root | undefined
  let container: HTMLElement | undefined
  const unmount = () => {
    act(() => root?.unmount())
    container?.remove()
    root = undefined
    container = undefined
  }
  afterEach(unmount)
  return {
    async render(node) {
      unmount()
      container = document.createElement('div')
      document.body.append(container)
      root = createRoot(container)
      await act(async () => root!.render(node))
      return container
    },
    async update(node) {
      if (!root) throw new Error('nothing rendered yet')
      await act(async () => root!.render(node))
    },
    get container() {
      if (!container) throw new Error('nothing rendered yet')
      return container
    },
  }
}
