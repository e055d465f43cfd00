// The configuration-issues dialog's list (SH-ROUTE-041): warnings grouped by where they sit, paths
// written relative to the group; real warnings from loadStudioConfig, plus a property that grouping
// neither loses nor reorders anything.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {loadStudioConfig, type WorkspaceConfig} from '../../core/config/index.ts'
import type {ConfigProblem, ConfigWarningCode} from '../../core/config/problems.ts'
import {formatReadablePath, groupConfigWarnings} from '../../core/config/warningGroups.ts'

const types = [
  {
    name: 'post',
    type: 'document',
    fieldsets: [{name: 'meta', title: 'Meta'}],
    fields: [{name: 'tags', type: 'array', of: [{type: 'object', name: 'tag', fields: [{name: 'slug', type: 'slug'}]}]}],
  },
  {name: 'page', type: 'document', groups: [{name: 'a', default: true}, {name: 'b', default: true}], fields: [{name: 'title', type: 'string', group: 'a'}]},
]
const workspace = {
  name: 'news',
  basePath: '/news',
  projectId: 'demo',
  dataset: 'production',
  schema: {types},
  tools: (defaults: unknown[]) => [...defaults, {title: 'Nameless'}, {name: 'structure', title: 'Again'}],
} as unknown as WorkspaceConfig

function warningsOf(config: unknown) {
  const loaded = loadStudioConfig(config)
  expect(loaded.type).toBe('valid')
  return loaded.warnings
}

describe('formatReadablePath', () => {
  it('joins names with › and attaches an index to the name before it', () => {
    expect(formatReadablePath(['tags', 'of', 0, 'slug'])).toBe('tags › of[0] › slug')
    expect(formatReadablePath(['tools', 2, 'name'])).toBe('tools[2] › name')
    expect(formatReadablePath([3, 'name'])).toBe('[3] › name')
    expect(formatReadablePath([])).toBe('')
  })
})

describe('groupConfigWarnings', () => {
  it('groups a lone workspace by tools and schema type, in the order warnings came in', () => {
    const groups = groupConfigWarnings(warningsOf(workspace))
    expect(groups.map(({workspace, area, subject}) => ({workspace, area, subject}))).toEqual([
      {workspace: null, area: 'tools', subject: null},
      {workspace: null, area: 'schema-type', subject: 'post'},
      {workspace: null, area: 'schema-type', subject: 'page'},
    ])
    expect(groups[0].warnings.map((w) => [w.code, w.path])).toEqual([
      ['tool-name-missing', 'tools[1]'],
      ['tool-name-duplicate', 'tools[2] › name'],
    ])
    expect(groups[1].warnings.map((w) => [w.schemaCode, w.path])).toEqual([
      ['fieldset-empty', 'fieldsets › meta'],
      ['slug-in-array', 'tags › of[0] › slug'],
    ])
    // A warning about the type itself has no path below the type.
    expect(groups[2].warnings).toEqual([
      {code: 'schema-warning', schemaCode: 'group-empty', message: 'The group "b" has no fields', path: 'groups › b'},
      {code: 'schema-warning', schemaCode: 'group-default-multiple', message: expect.stringContaining('More than one group'), path: ''},
    ])
  })

  it('keeps the workspaces of a list apart', () => {
    const other = {...workspace, name: 'shop', basePath: '/shop'} as WorkspaceConfig
    const groups = groupConfigWarnings(warningsOf([workspace, other]))
    expect(groups.map((group) => group.key)).toEqual(['0/tools/', '0/schema-type/post', '0/schema-type/page', '1/tools/', '1/schema-type/post', '1/schema-type/page'])
  })

  it('puts anything else in one group with its whole path', () => {
    const groups = groupConfigWarnings([{code: 'schema-warning', message: 'odd', path: ['i18n', 'bundles', 0]}])
    expect(groups).toEqual([
      {key: '/other/', workspace: null, area: 'other', subject: null, warnings: [{code: 'schema-warning', message: 'odd', path: 'i18n › bundles[0]'}]},
    ])
  })

  it('loses nothing and keeps each group in its original order', () => {
    const segment = fc.oneof(fc.constantFrom('schema', 'types', 'tools', 'post', 'page', 'name'), fc.nat(3))
    const warning: fc.Arbitrary<ConfigProblem<ConfigWarningCode>> = fc.record({
      code: fc.constantFrom<ConfigWarningCode>('tool-name-missing', 'tool-name-duplicate', 'schema-warning'),
      message: fc.string(),
      path: fc.array(segment, {maxLength: 6}),
    })
    fc.assert(
      fc.property(fc.array(warning, {maxLength: 20}), (warnings) => {
        const groups = groupConfigWarnings(warnings)
        expect(groups.flatMap((group) => group.warnings).length).toBe(warnings.length)
        expect(new Set(groups.map((group) => group.key)).size).toBe(groups.length)
        for (const group of groups) {
          const messages = group.warnings.map((w) => w.message)
          const original = warnings.map((w) => w.message)
          // Each group's messages appear in the input in the same relative order.
          let from = 0
          for (const message of messages) {
            from = original.indexOf(message, from) + 1
            expect(from).toBeGreaterThan(0)
          }
        }
      }),
    )
  })
})
