// Where the help menu's fixed entries lead on this studio: the sections of the lake's help page
// (docs/help.md, served at `/docs/help.md`), since a local studio has no hosted community, support
// desk or sales team to send anyone to.
import type {FixedHelpLink} from '../../core/help/help.ts'

export function helpLinksOf(lakeHost: string): Record<FixedHelpLink, string> {
  const page = `${lakeHost}/docs/help.md`
  return {community: `${page}#community`, support: `${page}#support`, sales: `${page}#contact`}
}
