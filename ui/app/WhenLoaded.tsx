// Renders a lazily loaded component once its chunk is in, showing `fallback` until then (see
// useLoaded), with Suspense kept as the safety net for anything else inside that suspends.
import {Suspense, type ReactNode} from 'react'
import {useLoaded, type Preloadable} from './preloadableLazy.ts'

export function WhenLoaded({component, fallback, children}: {component: Preloadable; fallback: ReactNode; children: ReactNode}) {
  const loaded = useLoaded(component)
  return loaded ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
