// How the history dialog and the review banner change the open pane's history selection: the
// pane that owns the document knows where it sits in the structure (main pane or one beside it),
// so it provides the navigation and they only say which `rev` and `since` to show.
import {createContext, useContext} from 'react'

export interface HistorySelectionParams {
  rev?: string
  since?: string
}

export interface HistoryNavigation {
  /** Shows that selection; with neither, the current version again. */
  select: (selection: HistorySelectionParams) => void
  /** The link that shows it, for anchors. */
  hrefOf: (selection: HistorySelectionParams) => string
}

export const HistoryNavigationContext = createContext<HistoryNavigation | null>(null)

export function useHistoryNavigation(): HistoryNavigation | null {
  return useContext(HistoryNavigationContext)
}

/** The pane params with the history selection replaced (other params, like `template`, kept). */
export function withSelection(params: Readonly<Record<string, string>> | undefined, selection: HistorySelectionParams): Record<string, string> | undefined {
  const {rev: _rev, since: _since, ...rest} = params ?? {}
  const next: Record<string, string> = {...rest}
  if (selection.rev) next.rev = selection.rev
  if (selection.since) next.since = selection.since
  return Object.keys(next).length > 0 ? next : undefined
}
