// ERR-SH-008: 'Could not resolve <kind> `name`:' and each cause on a tab-indented line of its own.
import {describe, expect, it} from 'vitest'
import {couldNotResolve, unresolvedWorkspaceMessages, validateConfig} from '../../core/config/index.ts'

describe('could-not-resolve messages (ERR-SH-008)', () => {
  it('put each cause on its own line, indented by a tab', () => {
    expect(couldNotResolve('workspace', 'news', ['first', 'second'])).toBe('Could not resolve workspace `news`:\n\tfirst\n\tsecond')
  })

  it('group a list of workspaces’ errors by workspace, each cause with where it sits', () => {
    const config = [
      {name: 'news', basePath: '/news', projectId: 'p1', dataset: 'production', tools: 'nope'},
      {name: 'shop', basePath: '/shop', projectId: '', dataset: 'production'},
      {name: 'fine', basePath: '/fine', projectId: 'p1', dataset: 'production'},
    ]
    const {errors} = validateConfig(config)
    const messages = unresolvedWorkspaceMessages(config, errors)
    expect(messages).toHaveLength(2)
    expect(messages[0]).toMatch(/^Could not resolve workspace `news`:\n\t.*\(at config\[0\]\.tools\)$/)
    expect(messages[1]).toBe('Could not resolve workspace `shop`:\n\tInvalid project id (at config[1].projectId)')
  })

  it('name a lone unnamed workspace "default", and problems outside any workspace the configuration', () => {
    const lone = {projectId: 'p1', dataset: ''}
    expect(unresolvedWorkspaceMessages(lone, validateConfig(lone).errors)).toEqual([
      'Could not resolve workspace `default`:\n\tMissing projectId or dataset (at config.dataset)',
    ])
    expect(unresolvedWorkspaceMessages([], validateConfig([]).errors)).toEqual([
      'Could not resolve configuration `studio.config`:\n\tAt least one workspace is required',
    ])
  })
})
