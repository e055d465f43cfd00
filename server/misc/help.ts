// The help menu's content (`GET /v1/help`), answered here so nothing leaves the machine. The
// studio shows these sections beside its built-in links (shell seed §2, §3). An administrator
// writes their own sections into `help.json` in the data folder:
//   {"sections": [{"title": "Our style guide", "links": [{"title": "Headlines", "url": "https://…"}]}]}
// read again whenever the file changes. Its sections follow the lake's own; a file that cannot be
// read is reported in the log rather than to every editor, and only the lake's own are served.
import {readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'
import {STUDIO_VERSION} from '../../core/help/help.ts'

/** The studio version this lake ships with (shell seed §9); the help menu shows it as the latest. */
export const LATEST_STUDIO_VERSION = STUDIO_VERSION

export const HELP_FILE_NAME = 'help.json'

interface HelpLink {
  _key: string
  _type: 'externalLink'
  title: string
  url: string
}

interface HelpSection {
  _key: string
  _type: 'section'
  sectionTitle: string
  items: HelpLink[]
}

export interface HelpResponse {
  resources: {sectionArray: HelpSection[]}
  latestVersion: string
}

function builtInSections(baseUrl: string): HelpSection[] {
  return [
    {
      _key: 'this-lake',
      _type: 'section',
      sectionTitle: 'This content lake',
      items: [
        {_key: 'status', _type: 'externalLink', title: 'Projects and datasets on this lake', url: `${baseUrl}/`},
        {_key: 'api', _type: 'externalLink', title: 'The HTTP API', url: `${baseUrl}/docs/api.md`},
        {_key: 'references', _type: 'externalLink', title: 'References between documents', url: `${baseUrl}/docs/references.md`},
      ],
    },
  ]
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The administrator's sections, or why the file cannot be used. */
export function sectionsFromFile(text: string): HelpSection[] | string {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    return `not JSON: ${(error as Error).message}`
  }
  if (!isRecord(body) || !Array.isArray(body.sections)) return 'expected {"sections": [...]}'
  const sections: HelpSection[] = []
  for (const [index, section] of body.sections.entries()) {
    if (!isRecord(section) || typeof section.title !== 'string' || !Array.isArray(section.links)) return `sections[${index}] needs a "title" and "links"`
    const items: HelpLink[] = []
    for (const [at, link] of section.links.entries()) {
      if (!isRecord(link) || typeof link.title !== 'string' || typeof link.url !== 'string' || !/^(https?:\/\/|\/|mailto:)/i.test(link.url)) {
        return `sections[${index}].links[${at}] needs a "title" and an http(s), mailto: or /path "url"`
      }
      items.push({_key: `link-${index}-${at}`, _type: 'externalLink', title: link.title, url: link.url})
    }
    sections.push({_key: `section-${index}`, _type: 'section', sectionTitle: section.title, items})
  }
  return sections
}

let cached: {path: string; mtimeMs: number; sections: HelpSection[] | string} | null = null

function administratorSections(dataDir: string, log: (message: string) => void): HelpSection[] | null {
  const path = join(dataDir, HELP_FILE_NAME)
  let mtimeMs: number
  try {
    mtimeMs = statSync(path).mtimeMs
  } catch {
    return null
  }
  if (cached?.path !== path || cached.mtimeMs !== mtimeMs) {
    let sections: HelpSection[] | string
    try {
      sections = sectionsFromFile(readFileSync(path, 'utf8'))
    } catch (error) {
      sections = (error as Error).message
    }
    cached = {path, mtimeMs, sections}
    if (typeof sections === 'string') log(`${path} is not used: ${sections}`)
  }
  return typeof cached.sections === 'string' ? null : cached.sections
}

export function helpResponse(baseUrl: string, dataDir: string, log: (message: string) => void = () => {}): HelpResponse {
  return {
    // The administrator's sections add to the lake's own, whose links lead to this lake's docs.
    resources: {sectionArray: [...builtInSections(baseUrl), ...(administratorSections(dataDir, log) ?? [])]},
    latestVersion: LATEST_STUDIO_VERSION,
  }
}
