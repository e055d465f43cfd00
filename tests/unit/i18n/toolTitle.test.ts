// The built-in structure tool's title follows the language; a configured title stays as given.
import {describe, expect, it} from 'vitest'
import {activateLocale, createStudioI18n} from '../../../ui/app/i18n.ts'
import {STRUCTURE_TOOL_TITLE_KEY, structureTool} from '../../../core/routing/structureTool.ts'
import {loadStudioConfig} from '../../../core/config/resolveWorkspaces.ts'

describe('tool titles', () => {
  it('the default structure tool names its title by a text key, in English and German', async () => {
    expect(structureTool().titleKey).toBe(STRUCTURE_TOOL_TITLE_KEY)
    const i18n = createStudioI18n('en-US')
    expect(i18n.t(STRUCTURE_TOOL_TITLE_KEY)).toBe('Structure')
    await activateLocale(i18n, 'de-DE')
    expect(i18n.t(STRUCTURE_TOOL_TITLE_KEY)).toBe('Struktur')
  })

  it('a title from the configuration has no key, so it is shown as configured', () => {
    expect(structureTool({title: 'Desk'}).titleKey).toBeUndefined()
    const loaded = loadStudioConfig({
      name: 'default',
      projectId: 'p',
      dataset: 'd',
      schema: {types: []},
      tools: [{name: 'structure', title: 'Inhalte'}],
    })
    if (loaded.type !== 'valid') throw new Error('config should be valid')
    expect(loaded.workspaces[0]!.tools[0]!.titleKey).toBeUndefined()
    expect(loaded.workspaces[0]!.tools[0]!.title).toBe('Inhalte')
  })

  it('a workspace without tools gets the structure tool with its key', () => {
    const loaded = loadStudioConfig({name: 'default', projectId: 'p', dataset: 'd', schema: {types: []}})
    expect(loaded.type === 'valid' && loaded.workspaces[0]!.tools[0]!.titleKey).toBe(STRUCTURE_TOOL_TITLE_KEY)
  })
})
