// The help menu's content (`GET /v1/help`), answered here so nothing leaves the machine. The
// studio shows these sections beside its built-in links (shell seed §2, §3).

/** The studio version this lake ships with (shell seed §9); the help menu shows it as the latest. */
export const LATEST_STUDIO_VERSION = '3.28.0'

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

export function helpResponse(baseUrl: string): HelpResponse {
  return {
    resources: {
      sectionArray: [
        {
          _key: 'this-lake',
          _type: 'section',
          sectionTitle: 'This content lake',
          items: [{_key: 'status', _type: 'externalLink', title: 'Projects and datasets on this lake', url: `${baseUrl}/`}],
        },
      ],
    },
    latestVersion: LATEST_STUDIO_VERSION,
  }
}
