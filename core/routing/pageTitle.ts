// The document title (SH-ROUTE-024): '<tool title> | <studio title>', the studio title alone
// when no tool is open.
import {PAGE_TITLE_SEPARATOR} from './constants.ts'

export function pageTitle(studioTitle: string, toolTitle?: string | null): string {
  return toolTitle ? `${toolTitle}${PAGE_TITLE_SEPARATOR}${studioTitle}` : studioTitle
}
