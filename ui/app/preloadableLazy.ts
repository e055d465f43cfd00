// React.lazy with a way to start loading early. A lazy component that suspends shows its fallback
// and React then holds the real content back for a while (its fallback throttle), so a document
// opened by URL would wait on two chains of chunk → fallback → content. Started as soon as the
// route is known, the chunks are usually in by the first render; from then on the component
// resolves through a thenable that answers at once, so it does not suspend at all.
import {lazy, useEffect, useState, type ComponentType, type LazyExoticComponent} from 'react'

export interface Preloadable {
  preload: () => Promise<unknown>
  /** Whether the chunk is in, so rendering the component will not suspend. */
  isLoaded: () => boolean
}

export type PreloadableLazy<T extends ComponentType<any>> = LazyExoticComponent<T> & Preloadable

export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<{default: T}>): PreloadableLazy<T> {
  let loaded: {default: T} | null = null
  let loading: Promise<{default: T}> | null = null
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed load may be retried by the next render (the error boundary's Retry).
        loading = null
        throw error
      },
    ))
  const component = lazy(() => (loaded ? ({then: (resolve: (module: {default: T}) => void) => resolve(loaded!)} as unknown as Promise<{default: T}>) : preload()))
  return Object.assign(component, {preload, isLoaded: () => loaded !== null})
}

/**
 * Whether `component` can render without suspending; until then the caller shows its own
 * placeholder. Waiting in state instead of suspending keeps React's fallback throttle (which
 * holds revealed content back for a few hundred milliseconds) out of the way of the first screen.
 */
export function useLoaded(component: Preloadable | undefined): boolean {
  const [loaded, setLoaded] = useState(() => !component || component.isLoaded())
  useEffect(() => {
    if (!component || component.isLoaded()) return setLoaded(true)
    let live = true
    setLoaded(false)
    // A failed load renders the component anyway: it suspends, rejects, and the error boundary shows why.
    const done = () => live && setLoaded(true)
    component.preload().then(done, done)
    return () => {
      live = false
    }
  }, [component])
  return loaded || !component || component.isLoaded()
}
