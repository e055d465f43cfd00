// Studio configuration: the workspace rules of shell seed §5 and the configuration errors of §8,
// each rule with a valid and an invalid case; names and base paths also as properties.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  joinBasePaths,
  loadStudioConfig,
  resolveWorkspaces,
  titleFromName,
  validateConfig,
  type ConfigProblem,
  type ToolConfig,
  type WorkspaceConfig,
} from '../../core/config/index.ts'
import studioConfig from '../../studio.config.ts'

const ws = (overrides: Record<string, unknown> = {}): WorkspaceConfig =>
  ({name: 'news', basePath: '/news', projectId: 'demo', dataset: 'production', schema: {types: []}, ...overrides}) as WorkspaceConfig

const codes = (problems: ConfigProblem[]) => problems.map((problem) => problem.code)
const errorsOf = (config: unknown, options = {}) => validateConfig(config, options).errors
const errorCodes = (config: unknown, options = {}) => codes(errorsOf(config, options))
const warningCodes = (config: unknown) => codes(validateConfig(config).warnings)

describe('the demo configuration', () => {
  it('is valid and resolves to one workspace at / with the structure tool', () => {
    expect(validateConfig(studioConfig)).toEqual({errors: [], warnings: []})
    const loaded = loadStudioConfig(studioConfig)
    expect(loaded.type).toBe('valid')
    if (loaded.type !== 'valid') return
    const [workspace] = loaded.workspaces
    expect(workspace).toMatchObject({name: 'default', title: 'Demo studio', basePath: '/', projectId: 'demo', dataset: 'production'})
    expect(workspace.tools.map((tool) => tool.name)).toEqual(['structure'])
    expect(workspace.schema.templates.map((template) => template.id)).toContain('article-featured')
    expect(workspace.schema.templates.map((template) => template.id)).not.toContain('settings')
  })
})

describe('workspaces (SH-CONF-010, SH-CONF-011)', () => {
  it('at least one workspace is required', () => {
    expect(errorsOf([])).toEqual([{code: 'no-workspaces', message: 'At least one workspace is required', path: []}])
    expect(errorCodes(undefined)).toEqual(['no-workspaces'])
    expect(errorCodes(null)).toEqual(['no-workspaces'])
  })

  it('a single workspace may leave out name and basePath', () => {
    expect(errorCodes(ws({name: undefined, basePath: undefined}))).toEqual([])
    expect(errorCodes([ws({name: undefined, basePath: undefined})])).toEqual([])
  })

  it('with more than one workspace, each needs a name and a basePath', () => {
    const errors = errorsOf([ws(), ws({name: undefined, basePath: undefined})])
    expect(codes(errors)).toEqual(['workspace-name-missing', 'workspace-base-path-missing'])
    expect(errors[0].path).toEqual([1, 'name'])
    expect(errors[0].message).toMatch(/each needs a name and a basePath/)
    expect(errors[1].path).toEqual([1, 'basePath'])
  })

  it('a workspace must be an object', () => {
    expect(errorCodes([ws(), 'shop'])).toEqual(['workspace-not-an-object'])
  })
})

describe('workspace names (SH-CONF-012, SH-CONF-013)', () => {
  const validName = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,20}$/)

  it('property: letters, digits, _ and - not starting with _ or - are accepted', () => {
    fc.assert(
      fc.property(validName, (name) => {
        expect(errorCodes(ws({name}))).toEqual([])
      }),
    )
  })

  it('property: a name starting with _ or - is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom('_', '-'), validName, (first, rest) => {
        expect(errorCodes(ws({name: first + rest}))).toEqual(['workspace-name-invalid'])
      }),
    )
  })

  it('property: a name with any other character is refused', () => {
    const other = fc.string({minLength: 1, maxLength: 1}).filter((char) => !/[A-Za-z0-9_-]/.test(char))
    fc.assert(
      fc.property(validName, other, fc.nat(), (name, char, at) => {
        const position = at % (name.length + 1)
        const bad = name.slice(0, position) + char + name.slice(position)
        expect(errorCodes(ws({name: bad}))).toEqual(['workspace-name-invalid'])
      }),
    )
    expect(errorCodes(ws({name: ''}))).toEqual(['workspace-name-invalid'])
    expect(errorCodes(ws({name: 'café'}))).toEqual(['workspace-name-invalid'])
  })

  it('a name must be a string', () => {
    const errors = errorsOf(ws({name: 42}))
    expect(codes(errors)).toEqual(['workspace-name-not-string'])
    expect(errors[0].message).toBe('A workspace name must be a string, but was number')
  })

  it('property: names are unique ignoring case', () => {
    fc.assert(
      fc.property(validName, (name) => {
        const errors = errorsOf([ws({name, basePath: '/a'}), ws({name: name.toUpperCase(), basePath: '/b'})])
        expect(codes(errors)).toEqual(['workspace-name-duplicate'])
        expect(errors[0].path).toEqual([1, 'name'])
      }),
    )
    expect(errorCodes([ws({name: 'news', basePath: '/a'}), ws({name: 'shop', basePath: '/b'})])).toEqual([])
  })
})

describe('base paths (SH-CONF-014 … SH-CONF-017)', () => {
  const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,8}$/)
  const validBasePath = fc.array(segment, {minLength: 1, maxLength: 4}).map((segments) => '/' + segments.join('/'))

  it("property: '/' followed by URL-safe segments is accepted, and '/' alone", () => {
    fc.assert(
      fc.property(validBasePath, (basePath) => {
        expect(errorCodes(ws({basePath}))).toEqual([])
      }),
    )
    expect(errorCodes(ws({basePath: '/'}))).toEqual([])
  })

  it("property: a base path must start with '/'", () => {
    fc.assert(
      fc.property(validBasePath, (basePath) => {
        expect(errorCodes(ws({basePath: basePath.slice(1)}))).toEqual(['base-path-no-leading-slash'])
      }),
    )
  })

  it("property: a base path must not end with '/'", () => {
    fc.assert(
      fc.property(validBasePath, (basePath) => {
        expect(errorCodes(ws({basePath: basePath + '/'}))).toEqual(['base-path-trailing-slash'])
      }),
    )
  })

  it('property: a base path uses URL-safe characters only', () => {
    const unsafe = fc.constantFrom(' ', '?', '#', '%', 'é', ':', '@', '&', '"', '<')
    fc.assert(
      fc.property(validBasePath, unsafe, (basePath, char) => {
        expect(errorCodes(ws({basePath: basePath + char}))).toEqual(['base-path-invalid-characters'])
      }),
    )
  })

  it('has no empty segments and is a string', () => {
    expect(errorCodes(ws({basePath: '/a//b'}))).toEqual(['base-path-empty-segment'])
    expect(errorCodes(ws({basePath: 7}))).toEqual(['base-path-not-string'])
    expect(errorsOf(ws({basePath: 'news'}))[0]).toEqual({
      code: 'base-path-no-leading-slash',
      message: 'basePath "news" must start with "/"',
      path: ['basePath'],
    })
  })

  it('property: base paths are unique ignoring case', () => {
    fc.assert(
      fc.property(validBasePath, (basePath) => {
        const errors = errorsOf([ws({name: 'a', basePath}), ws({name: 'b', basePath: basePath.toUpperCase()})])
        expect(codes(errors)).toEqual(['base-path-duplicate'])
      }),
    )
  })

  it('all base paths have the same number of segments', () => {
    expect(errorCodes([ws({name: 'a', basePath: '/studio/a'}), ws({name: 'b', basePath: '/studio/b'})])).toEqual([])
    const errors = errorsOf([ws({name: 'a', basePath: '/studio/a'}), ws({name: 'b', basePath: '/b'}), ws({name: 'c', basePath: '/'})])
    expect(codes(errors)).toEqual(['base-path-segment-count', 'base-path-segment-count'])
    expect(errors[0].message).toBe('All basePaths must have the same number of segments: "/b" has 1, "/studio/a" has 2')
  })

  it("the studio's own base path must start with '/'", () => {
    expect(errorCodes(ws(), {basePath: '/studio'})).toEqual([])
    expect(errorCodes(ws(), {basePath: 'studio'})).toEqual(['global-base-path-invalid'])
    expect(errorCodes(ws(), {basePath: 3})).toEqual(['global-base-path-invalid'])
  })
})

describe('tools (SH-CONF-020, SH-CONF-021)', () => {
  it("a tool named 'tool' is an error", () => {
    const errors = errorsOf(ws({tools: [{name: 'tool', title: 'Tool'}]}))
    expect(errors).toEqual([{code: 'tool-name-reserved', message: 'A tool may not be named "tool"', path: ['tools', 0, 'name']}])
  })

  it('a tool without a name, or with the name of an earlier tool, is a warning', () => {
    const config = ws({tools: [{name: 'vision', title: 'Vision'}, {title: 'Nameless'}, {name: 'vision', title: 'Again'}, 'not a tool']})
    expect(errorCodes(config)).toEqual([])
    expect(warningCodes(config)).toEqual(['tool-name-missing', 'tool-name-duplicate', 'tool-name-missing'])
    expect(validateConfig(config).warnings[1].path).toEqual(['tools', 2, 'name'])
  })

  it('a tools function receives the default structure tool', () => {
    let received: ToolConfig[] = []
    const [workspace] = resolveWorkspaces(ws({tools: (defaults: ToolConfig[]) => ((received = defaults), [...defaults, {name: 'vision', title: 'Vision'}])}))
    expect(received.map((tool) => tool.name)).toEqual(['structure'])
    expect(workspace.tools.map((tool) => tool.name)).toEqual(['structure', 'vision'])
  })

  it('resolved tools: unnamed and repeated ones dropped, titles defaulted, the structure tool keeps its behaviour', () => {
    const [workspace] = resolveWorkspaces(ws({tools: [{name: 'structure'}, {title: 'Nameless'}, {name: 'my-charts'}, {name: 'my-charts', title: 'Twice'}]}))
    expect(workspace.tools.map(({name, title}) => ({name, title}))).toEqual([
      {name: 'structure', title: 'Structure'},
      {name: 'my-charts', title: 'My Charts'},
    ])
    expect(workspace.tools[0].canHandleIntent?.('edit', {id: 'a', type: 'article'})).toBe(true)
    expect(workspace.tools[0].router).toBeDefined()
  })

  it('no tools configured means the structure tool; an empty list means none', () => {
    expect(resolveWorkspaces(ws())[0].tools.map((tool) => tool.name)).toEqual(['structure'])
    expect(resolveWorkspaces(ws({tools: []}))[0].tools).toEqual([])
  })
})

describe('list-or-function settings (SH-CONF-030, ERR-SH-007, ERR-SH-010)', () => {
  it.each([
    ['schema.types', {schema: {types: {}}}, 'object', ['schema', 'types']],
    ['tools', {tools: 'structure'}, 'string', ['tools']],
    ['templates', {schema: {types: [], templates: 5}}, 'number', ['schema', 'templates']],
    ['locales', {i18n: {locales: null}}, 'null', ['i18n', 'locales']],
    ['bundles', {i18n: {bundles: {}}}, 'object', ['i18n', 'bundles']],
    ['document.badges', {document: {badges: 'x'}}, 'string', ['document', 'badges']],
    ['document.actions', {document: {actions: {}}}, 'object', ['document', 'actions']],
    ['document.inspectors', {document: {inspectors: true}}, 'boolean', ['document', 'inspectors']],
    ['form.image.assetSources', {form: {image: {assetSources: 1}}}, 'number', ['form', 'image', 'assetSources']],
    ['form.file.assetSources', {form: {file: {assetSources: 'x'}}}, 'string', ['form', 'file', 'assetSources']],
  ])('%s must be an array or a function', (key, overrides, type, path) => {
    expect(errorsOf(ws(overrides))).toEqual([
      {code: 'expected-array-or-function', message: `Expected \`${key}\` to be an array or a function, but was ${type}`, path},
    ])
  })

  it('arrays and functions are accepted', () => {
    expect(errorCodes(ws({schema: {types: () => [], templates: (t: unknown[]) => t}, tools: [], document: {badges: [], actions: () => []}}))).toEqual([])
  })

  it('a function that throws, or returns something else, is reported with its place', () => {
    const throwing = errorsOf(
      ws({
        tools: () => {
          throw new Error('boom')
        },
      }),
    )
    expect(throwing).toEqual([
      {code: 'resolve-failed', message: 'An error occurred while resolving `tools` from config.tools: boom', path: ['tools']},
    ])
    expect(errorCodes([ws({name: 'a', basePath: '/a'}), ws({name: 'b', basePath: '/b', schema: {types: () => 'no'}})])).toEqual([
      'expected-array-or-function',
    ])
  })
})

describe('templates (SH-CONF-003, SH-CONF-004, ERR-SH-033)', () => {
  const types = [
    {type: 'document', name: 'article', title: 'Article', fields: [{name: 'title', type: 'string'}]},
    {type: 'document', name: 'author', fields: [{name: 'active', type: 'boolean'}], initialValue: {active: true}},
    {type: 'object', name: 'seo', fields: [{name: 'title', type: 'string'}]},
  ]

  it('every document type gets a default template named after it', () => {
    const [workspace] = resolveWorkspaces(ws({schema: {types}}))
    expect(workspace.schema.templates).toEqual([
      {id: 'article', schemaType: 'article', title: 'Article', value: {_type: 'article'}},
      {id: 'author', schemaType: 'author', title: 'author', value: {active: true}},
    ])
  })

  it('a template of a type that is not a document type is an error', () => {
    const config = ws({schema: {types, templates: (defaults: unknown[]) => [...defaults, {id: 'x', schemaType: 'seo', title: 'X', value: {}}]}})
    expect(errorsOf(config)).toEqual([
      {code: 'template-schema-type-not-found', message: 'No such schema type "seo" for template "x"', path: ['schema', 'templates', 2]},
    ])
  })
})

describe('project and dataset (SH-CONF-034, ERR-SH-003, ERR-SH-004)', () => {
  it("a missing project id is 'Invalid project id', a missing dataset 'Missing projectId or dataset'", () => {
    expect(errorsOf(ws({projectId: undefined}))).toEqual([{code: 'project-id-missing', message: 'Invalid project id', path: ['projectId']}])
    expect(errorsOf(ws({dataset: ''}))).toEqual([{code: 'dataset-missing', message: 'Missing projectId or dataset', path: ['dataset']}])
  })
})

describe('locale bundles (SH-I18N-004)', () => {
  it('a bundle needs a namespace', () => {
    expect(errorCodes(ws({i18n: {bundles: [{locale: 'en-US', resources: {}}]}}))).toEqual(['bundle-namespace-missing'])
    expect(errorCodes(ws({i18n: {bundles: [{locale: 'en-US', namespace: 'news', resources: {}}]}}))).toEqual([])
  })

  it("a locale's bundle must carry that locale's id (or none)", () => {
    const locales = [{id: 'nb-NO', title: 'Norsk', bundles: [{locale: 'nb-NO', namespace: 'a', resources: {}}, {namespace: 'b', resources: {}}]}]
    expect(errorCodes(ws({i18n: {locales}}))).toEqual([])
    const wrong = [{id: 'nb-NO', title: 'Norsk', bundles: [{locale: 'sv-SE', namespace: 'a', resources: {}}]}]
    const errors = errorsOf(ws({i18n: {locales: wrong}}))
    expect(codes(errors)).toEqual(['bundle-locale-mismatch'])
    expect(errors[0].message).toBe('The bundle of namespace "a" names locale "sv-SE" but belongs to locale "nb-NO"')
  })

  it("a workspace-level bundle must name one of the workspace's locales", () => {
    const locales = [{id: 'nb-NO', title: 'Norsk'}]
    expect(errorCodes(ws({i18n: {locales, bundles: [{locale: 'nb-NO', namespace: 'a', resources: {}}]}}))).toEqual([])
    expect(errorCodes(ws({i18n: {locales, bundles: [{locale: 'de-DE', namespace: 'a', resources: {}}]}}))).toEqual(['bundle-locale-mismatch'])
    expect(errorCodes(ws({i18n: {bundles: [{namespace: 'a', resources: {}}]}}))).toEqual(['bundle-locale-mismatch'])
  })

  it('a locale needs an id', () => {
    expect(errorCodes(ws({i18n: {locales: [{title: 'Nameless'}]}}))).toEqual(['locale-id-missing'])
  })
})

describe('resolved workspaces (SH-CONF-018)', () => {
  it("a lone workspace without name or base path is 'default' at '/', below the studio's base path", () => {
    const [alone] = resolveWorkspaces(ws({name: undefined, basePath: undefined, title: undefined}))
    expect(alone).toMatchObject({name: 'default', basePath: '/', title: 'Default'})
    const [mounted] = resolveWorkspaces(ws({name: undefined, basePath: undefined}), {basePath: '/studio/'})
    expect(mounted.basePath).toBe('/studio')
  })

  it("joins each workspace's base path to the studio's", () => {
    const spaces = resolveWorkspaces([ws({name: 'a', basePath: '/a'}), ws({name: 'b', basePath: '/b'})], {basePath: '/studio'})
    expect(spaces.map((space) => space.basePath)).toEqual(['/studio/a', '/studio/b'])
    expect(joinBasePaths(undefined, '/')).toBe('/')
    expect(joinBasePaths('/', '/x')).toBe('/x')
  })

  it('titles default to the name in words', () => {
    expect(titleFromName('news-room_2')).toBe('News Room 2')
  })

  it('loadStudioConfig refuses an invalid configuration and keeps warnings', () => {
    const loaded = loadStudioConfig([ws({name: 'a', basePath: '/a', tools: [{title: 'x'}]}), ws({name: 'A', basePath: '/b'})])
    expect(loaded).toMatchObject({type: 'invalid', warnings: [{code: 'tool-name-missing'}]})
    if (loaded.type === 'invalid') expect(codes(loaded.errors)).toEqual(['workspace-name-duplicate'])
  })
})

describe('schema problems (SH-CONF-032)', () => {
  it('schema errors are configuration errors, with the path into the schema', () => {
    const config = ws({schema: {types: [{type: 'document', name: 'post', fields: [{name: 'author', type: 'person'}]}]}})
    expect(errorsOf(config)).toEqual([
      {code: 'schema-error', schemaCode: 'type-unknown', message: 'Unknown type "person"', path: ['schema', 'types', 'post', 'author']},
    ])
    expect(loadStudioConfig(config).type).toBe('invalid')
  })

  it('schema warnings go with the configuration warnings and leave the studio running', () => {
    const types = [{type: 'document', name: 'post', fieldsets: [{name: 'meta'}], fields: [{name: 'title', type: 'string'}]}]
    const config = ws({schema: {types}})
    expect(validateConfig(config).warnings).toEqual([
      {code: 'schema-warning', schemaCode: 'fieldset-empty', message: 'The fieldset "meta" has no fields and is not shown', path: ['schema', 'types', 'post', 'fieldsets', 'meta']},
    ])
    const loaded = loadStudioConfig(config)
    expect(loaded.type).toBe('valid')
    expect(loaded.warnings.map((warning) => warning.code)).toEqual(['schema-warning'])
  })
})
