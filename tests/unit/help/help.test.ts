// The help menu's content (core/help/help.ts): the studio version agrees with the package, and a
// help response is read defensively.
import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {helpContentOf, STUDIO_VERSION} from '../../../core/help/help.ts'

describe('help content', () => {
  it('names the version package.json has', () => {
    expect(STUDIO_VERSION).toBe(JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version)
  })

  it('keeps titled sections of external links with safe addresses, and the latest version', () => {
    const content = helpContentOf({
      resources: {
        sectionArray: [
          {_key: 's1', sectionTitle: 'Guides', items: [
            {_key: 'a', _type: 'externalLink', title: 'Editing', url: 'https://example.com/editing'},
            {_key: 'b', _type: 'externalLink', title: 'Script', url: 'javascript:alert(1)'},
            {_key: 'c', _type: 'internalAction', title: 'Welcome', type: 'show-welcome-modal'},
            {_key: 'd', _type: 'externalLink', title: '', url: '/docs/api.md'},
          ]},
          {_key: 's2', sectionTitle: 'Empty', items: [{_type: 'internalAction', title: 'x'}]},
          'not a section',
        ],
      },
      latestVersion: '9.9.9',
    })
    expect(content).toEqual({sections: [{key: 's1', title: 'Guides', items: [{key: 'a', title: 'Editing', url: 'https://example.com/editing'}]}], latestVersion: '9.9.9'})
    expect(helpContentOf(null)).toEqual({sections: [], latestVersion: null})
    expect(helpContentOf({resources: {sectionArray: 'x'}, latestVersion: 3})).toEqual({sections: [], latestVersion: null})
  })
})
