// The help menu (shell seed §2, §3, §7, §8): three links every studio has, the sections the lake's
// `GET /v1/help` answers, and the studio version beside the latest one. What the lake sends is
// read defensively: anything malformed is left out rather than shown half.

/** This studio's version; tests/unit/help/help.test.ts keeps it equal to package.json's. */
export const STUDIO_VERSION = '0.1.0'

/** The help call's API version (seeds §7). */
export const HELP_API_VERSION = '1'

export interface HelpLink {
  key: string
  title: string
  url: string
}

export interface HelpSection {
  key: string
  title: string
  items: HelpLink[]
}

export interface HelpContent {
  sections: HelpSection[]
  latestVersion: string | null
}

/** The fixed entries' purposes (SH-HELP-001); their addresses come from the studio's config. */
export const FIXED_HELP_LINKS = ['community', 'support', 'sales'] as const
export type FixedHelpLink = (typeof FIXED_HELP_LINKS)[number]

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function isSafeUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/)|mailto:)/i.test(url)
}

/**
 * The sections of a help response: `resources.sectionArray`, each a titled list of
 * `externalLink` items. Internal actions are not shown (SH-HELP-006: the studio has none to run).
 */
export function helpContentOf(body: unknown): HelpContent {
  const resources = isRecord(body) && isRecord(body.resources) ? body.resources : {}
  const sections = Array.isArray(resources.sectionArray) ? resources.sectionArray : []
  const parsed: HelpSection[] = []
  for (const [index, section] of sections.entries()) {
    if (!isRecord(section)) continue
    const title = typeof section.sectionTitle === 'string' ? section.sectionTitle : typeof section.title === 'string' ? section.title : ''
    const items = (Array.isArray(section.items) ? section.items : []).flatMap((item, at): HelpLink[] => {
      if (!isRecord(item) || item._type !== 'externalLink') return []
      if (typeof item.title !== 'string' || !item.title || typeof item.url !== 'string' || !isSafeUrl(item.url)) return []
      return [{key: typeof item._key === 'string' ? item._key : `item-${at}`, title: item.title, url: item.url}]
    })
    if (title && items.length > 0) parsed.push({key: typeof section._key === 'string' ? section._key : `section-${index}`, title, items})
  }
  const latest = isRecord(body) && typeof body.latestVersion === 'string' && body.latestVersion ? body.latestVersion : null
  return {sections: parsed, latestVersion: latest}
}
