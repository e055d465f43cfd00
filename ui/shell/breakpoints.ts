// Width breakpoints of the navigation bar (SH-NAV-005 … SH-NAV-008: 1st…5th at 360, 600, 900,
// 1200, 1800 px): tools from the 3rd up, resources and the account from the 2nd up.
import {useSyncExternalStore} from 'react'

export const BREAKPOINTS = [360, 600, 900, 1200, 1800] as const

/** 0 below the 1st breakpoint, 5 from the 5th up. */
export function breakpointIndexOf(width: number): number {
  return BREAKPOINTS.filter((min) => width >= min).length
}

export interface NavbarLayout {
  /** Tool tabs in the bar; below this the sidebar lists the tools. */
  showTools: boolean
  /** Help, login status, configuration issues and the account menu. */
  showResources: boolean
  /** Search and new document open fullscreen. */
  fullscreenOverlays: boolean
}

export function navbarLayoutOf(breakpoint: number): NavbarLayout {
  return {showTools: breakpoint >= 3, showResources: breakpoint >= 2, fullscreenOverlays: breakpoint < 2}
}

const queries = BREAKPOINTS.map((min) => `(min-width: ${min}px)`)

function subscribe(onChange: () => void): () => void {
  const lists = queries.map((query) => window.matchMedia(query))
  for (const list of lists) list.addEventListener('change', onChange)
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange)
  }
}

function currentBreakpoint(): number {
  return queries.filter((query) => window.matchMedia(query).matches).length
}

/** The current breakpoint index, re-rendering only when a breakpoint is crossed. */
export function useBreakpoint(): number {
  return useSyncExternalStore(subscribe, currentBreakpoint, () => BREAKPOINTS.length)
}
