// The routing rules of shell seed §2 as pure functions: workspace matching, tool choice, intents,
// router state in the URL, the page title and the screens' texts.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {routingEn} from '../../core/i18n/resources/en/routing.ts'
import {
  decodeRouterState,
  encodeIntentSegments,
  encodeRouterState,
  formatUrl,
  matchWorkspace,
  normalizeLegacyState,
  pageTitle,
  parseIntentParams,
  parseIntentSegments,
  parseUrl,
  resolveIntent,
  resolveLocation,
  resolveTool,
  routerStatePath,
  splitPath,
  structureRouter,
  structureTool,
  switcherTools,
  type Intent,
  type RoutableWorkspace,
  type ToolDescriptor,
} from '../../core/routing/index.ts'

const plainTool = (name: string, extra: Partial<ToolDescriptor> = {}): ToolDescriptor => ({name, title: name[0].toUpperCase() + name.slice(1), ...extra})
const workspace = (name: string, basePath: string, tools: ToolDescriptor[] = [structureTool()]): RoutableWorkspace => ({
  name,
  title: name[0].toUpperCase() + name.slice(1),
  basePath,
  tools,
})
const context = {createDocumentId: () => 'fresh-id'}
const english = (key: keyof typeof routingEn) => routingEn[key]
const location = (url: string) => parseUrl(url)

describe('workspace matching (SH-ROUTE-030 … SH-ROUTE-032)', () => {
  const news = workspace('news', '/studio/news')
  const shop = workspace('shop', '/studio/shop')
  const both = [news, shop]

  it('selects the workspace whose base path starts the path, segment by segment and ignoring case', () => {
    expect(matchWorkspace('/studio/shop/structure/article', both)).toEqual({type: 'match', workspace: shop, rest: ['structure', 'article']})
    expect(matchWorkspace('/STUDIO/News', both)).toEqual({type: 'match', workspace: news, rest: []})
    expect(matchWorkspace('/studio/newsroom', both)).toEqual({type: 'not-found'})
  })

  it('sends the root path and the beginning of a base path to the first workspace', () => {
    expect(matchWorkspace('/', both)).toEqual({type: 'redirect', to: '/studio/news'})
    expect(matchWorkspace('', both)).toEqual({type: 'redirect', to: '/studio/news'})
    expect(matchWorkspace('/studio', both)).toEqual({type: 'redirect', to: '/studio/news'})
    expect(matchWorkspace('/Studio/', both)).toEqual({type: 'redirect', to: '/studio/news'})
  })

  it('finds nothing for any other path', () => {
    expect(matchWorkspace('/elsewhere', both)).toEqual({type: 'not-found'})
    expect(matchWorkspace('/studio/blog/x', both)).toEqual({type: 'not-found'})
    expect(matchWorkspace('/', [])).toEqual({type: 'not-found'})
  })

  it('a workspace at the root takes every path', () => {
    const root = workspace('default', '/')
    expect(matchWorkspace('/', [root])).toEqual({type: 'match', workspace: root, rest: []})
    expect(matchWorkspace('/anything/at/all', [root])).toEqual({type: 'match', workspace: root, rest: ['anything', 'at', 'all']})
  })

  const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,6}$/)
  it('property: base path + rest matches that workspace with that rest; a proper prefix redirects to the first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(segment, {minLength: 1, maxLength: 4}), segment, fc.array(segment, {maxLength: 3}), fc.nat(), (names, root, rest, pick) => {
        const spaces = names.map((name) => workspace(name, `/${root}/${name}`))
        const chosen = spaces[pick % spaces.length]
        const match = matchWorkspace(`${chosen.basePath}/${rest.join('/')}`, spaces)
        expect(match).toEqual({type: 'match', workspace: chosen, rest})
        expect(matchWorkspace(`/${root}`, spaces)).toEqual({type: 'redirect', to: spaces[0].basePath})
      }),
    )
  })
})

describe('tool resolution (SH-ROUTE-020 … SH-ROUTE-022, SH-ROUTE-043, SH-ROUTE-044)', () => {
  const structure = structureTool()
  const vision = plainTool('vision')
  const secret = plainTool('secret', {hidden: true})

  it('opens the named tool and hands it the rest of the path', () => {
    expect(resolveTool(['vision', 'a', 'b'], [structure, vision])).toEqual({type: 'tool', tool: vision, rest: ['a', 'b']})
    expect(resolveTool(['secret'], [secret, structure])).toEqual({type: 'tool', tool: secret, rest: []})
  })

  it('without a tool in the path, replaces the URL with the first tool of the switcher (hidden ones dropped)', () => {
    expect(resolveTool([], [secret, vision, structure])).toEqual({type: 'redirect', rest: ['vision'], reason: 'first-tool'})
    expect(switcherTools([secret, vision, structure])).toEqual([vision, structure])
  })

  it("'desk' becomes 'structure' when there is a structure tool and no desk tool", () => {
    expect(resolveTool(['desk', 'article;abc'], [vision, structure])).toEqual({type: 'redirect', rest: ['structure', 'article;abc'], reason: 'desk'})
    const desk = plainTool('desk')
    expect(resolveTool(['desk'], [desk, structure])).toEqual({type: 'tool', tool: desk, rest: []})
    expect(resolveTool(['desk'], [vision])).toEqual({type: 'not-found', name: 'desk'})
  })

  it("an unknown tool is 'Tool not found'; no tools at all is 'No configured tools'", () => {
    expect(resolveTool(['charts'], [structure])).toEqual({type: 'not-found', name: 'charts'})
    expect(resolveTool(['Structure'], [structure])).toEqual({type: 'not-found', name: 'Structure'})
    expect(resolveTool([], [])).toEqual({type: 'no-tools'})
    expect(resolveTool(['structure'], [])).toEqual({type: 'no-tools'})
    expect(resolveTool([], [secret])).toEqual({type: 'no-tools'})
  })
})

describe('intents (SH-ROUTE-002, SH-ROUTE-010 … SH-ROUTE-016)', () => {
  it("parses 'edit' with id, type and mode, and 'create' with template and type", () => {
    expect(parseIntentSegments(splitPath('/intent/edit/id=abc;type=article;mode=presentation'))).toEqual({
      name: 'edit',
      params: {id: 'abc', type: 'article', mode: 'presentation'},
    })
    expect(parseIntentSegments(splitPath('/intent/create/template=article-featured;type=article'))).toEqual({
      name: 'create',
      params: {template: 'article-featured', type: 'article'},
    })
    expect(parseIntentSegments(['intent', 'create'])).toEqual({name: 'create', params: {}})
    expect(parseIntentSegments(['intent'])).toBeNull()
    expect(parseIntentSegments(['structure'])).toBeNull()
  })

  it('skips unreadable params instead of failing', () => {
    expect(parseIntentParams('id=a%20b;=x;broken;type=%E0%A4%A;mode=')).toEqual({id: 'a b', mode: ''})
  })

  const text = fc.string({minLength: 1, maxLength: 12})
  const intentArb = fc.record({name: text, params: fc.dictionary(text, fc.string({maxLength: 12}), {maxKeys: 4})})
  it('property: an intent survives the trip through a URL path', () => {
    fc.assert(
      fc.property(intentArb, (intent) => {
        const path = '/base/' + encodeIntentSegments(intent).join('/')
        const parsed = parseIntentSegments(splitPath(path).slice(1))
        expect(parsed).toEqual({name: intent.name, params: {...intent.params}})
      }),
    )
  })

  const structure = structureTool()
  it('the structure tool opens edit intents on the published id and create intents on a fresh id', () => {
    const edit = resolveIntent({name: 'edit', params: {id: 'drafts.abc', type: 'article', mode: 'review'}}, [structure], context)
    expect(edit).toEqual({type: 'resolved', tool: structure, state: {type: 'article', id: 'abc', params: {mode: 'review'}}})
    const create = resolveIntent({name: 'create', params: {type: 'article', template: 'article-featured'}}, [structure], context)
    expect(create).toEqual({type: 'resolved', tool: structure, state: {type: 'article', id: 'fresh-id', params: {template: 'article-featured'}}})
    expect(resolveIntent({name: 'create', params: {type: 'author'}}, [structure], context)).toEqual({
      type: 'resolved',
      tool: structure,
      state: {type: 'author', id: 'fresh-id'},
    })
  })

  it('an intent nobody can handle is not found', () => {
    expect(resolveIntent({name: 'edit', params: {id: 'abc'}}, [structure], context)).toEqual({type: 'not-found'})
    expect(resolveIntent({name: 'publish', params: {id: 'abc', type: 'article'}}, [structure], context)).toEqual({type: 'not-found'})
    expect(resolveIntent({name: 'edit', params: {id: 'a', type: 'b'}}, [plainTool('vision')], context)).toEqual({type: 'not-found'})
  })

  const handler = (name: string, match: ToolDescriptor['canHandleIntent']) =>
    plainTool(name, {canHandleIntent: match, getIntentState: (intent, params) => ({handledBy: name, intent, ...params})})

  it('tools whose params match score higher: template and type for create, mode for edit', () => {
    const products = handler('products', (intent) => intent === 'create' && {type: 'product'})
    const featured = handler('featured', (intent) => intent === 'create' && {template: 'article-featured', type: true})
    const review = handler('review', (intent) => intent === 'edit' && {mode: 'review'})
    const tools = [structure, products, featured, review]

    const pick = (intent: Intent) => {
      const resolution = resolveIntent(intent, tools, context)
      return resolution.type === 'resolved' ? resolution.tool.name : null
    }
    expect(pick({name: 'create', params: {type: 'product'}})).toBe('products')
    expect(pick({name: 'create', params: {type: 'article'}})).toBe('featured')
    expect(pick({name: 'create', params: {type: 'article', template: 'article-featured'}})).toBe('featured')
    expect(pick({name: 'edit', params: {id: 'a', type: 'article', mode: 'review'}})).toBe('review')
    // Without a matching param every capable tool scores the same: the earlier one wins.
    expect(pick({name: 'edit', params: {id: 'a', type: 'article'}})).toBe('structure')
    expect(pick({name: 'edit', params: {id: 'a', type: 'article', mode: 'other'}})).toBe('structure')
  })

  it('ties go to the earlier tool', () => {
    const first = handler('first', () => true)
    const second = handler('second', () => true)
    const resolved = resolveIntent({name: 'anything', params: {}}, [first, second], context)
    expect(resolved.type === 'resolved' && resolved.tool.name).toBe('first')
  })
})

describe('router state in the URL (SH-ROUTE-004 … SH-ROUTE-006)', () => {
  const structure = structureTool()
  const vision = plainTool('vision')
  const tools = [structure, vision]

  it('writes the structure tool state as /structure/<type>;<id>;<param>=<value>', () => {
    expect(routerStatePath('/news', {tool: 'structure', toolState: {}}, tools)).toBe('/news/structure')
    expect(routerStatePath('/news', {tool: 'structure', toolState: {type: 'article'}}, tools)).toBe('/news/structure/article')
    expect(routerStatePath('/news', {tool: 'structure', toolState: {type: 'article', id: 'abc'}}, tools)).toBe('/news/structure/article;abc')
    expect(
      routerStatePath('/', {tool: 'structure', toolState: {type: 'article', id: 'a b', params: {template: 't;1', mode: 'x'}}}, tools),
    ).toBe('/structure/article;a%20b;mode=x;template=t%3B1')
  })

  it('reads them back, and refuses what is not a structure state', () => {
    expect(structureRouter.decode(['article;abc;template=x'])).toEqual({type: 'article', id: 'abc', params: {template: 'x'}})
    expect(structureRouter.decode([])).toEqual({})
    expect(structureRouter.decode(['article', 'abc'])).toBeNull()
    expect(structureRouter.decode(['article;'])).toBeNull()
    expect(structureRouter.decode(['%E0%A4%A'])).toBeNull()
    expect(structureRouter.decode(['article;abc;novalue'])).toBeNull()
  })

  it('writes and reads a document opened beside another as a second segment', () => {
    const state = {type: 'article', id: 'abc', child: {type: 'category', id: 'new;1', params: {template: 'category'}}}
    const path = routerStatePath('/', {tool: 'structure', toolState: state}, tools)
    expect(path).toBe('/structure/article;abc/category;new%3B1;template=category')
    expect(structureRouter.decode(['article;abc', 'category;new%3B1;template=category'])).toEqual(state)
    // A child needs a parent document and an id of its own; no third pane.
    expect(structureRouter.decode(['article', 'category;x'])).toBeNull()
    expect(structureRouter.decode(['article;abc', 'category'])).toBeNull()
    expect(structureRouter.decode(['article;abc', 'category;x', 'author;y'])).toBeNull()
    expect(routerStatePath('/', {tool: 'structure', toolState: {type: 'article', child: {type: 'category', id: 'x'}}}, tools)).toBe('/structure/article')
  })

  it('tools without a router keep their sub-path as plain segments', () => {
    expect(decodeRouterState(['vision', 'a%20b', 'c'], tools)).toEqual({tool: 'vision', toolState: {path: ['a b', 'c']}})
    expect(encodeRouterState({tool: 'vision', toolState: {path: ['a b', 'c']}}, tools)).toEqual(['vision', 'a%20b', 'c'])
  })

  it('decodes intents and the empty state', () => {
    expect(decodeRouterState([], tools)).toEqual({})
    expect(decodeRouterState(['intent', 'edit', 'id=a;type=b'], tools)).toEqual({intent: {name: 'edit', params: {id: 'a', type: 'b'}}})
    expect(decodeRouterState(['intent'], tools)).toBeNull()
  })

  const text = fc.string({minLength: 1, maxLength: 10})
  const structureState = fc.oneof(
    fc.constant({}),
    fc.record({type: text}),
    fc.record({type: text, id: text}),
    fc.record({type: text, id: text, params: fc.dictionary(text, fc.string({maxLength: 10}), {minKeys: 1, maxKeys: 3})}),
  )
  const plainState = fc.oneof(fc.constant({}), fc.record({path: fc.array(text, {minLength: 1, maxLength: 4})}))
  const routerState = fc.oneof(
    structureState.map((toolState) => ({tool: 'structure', toolState})),
    plainState.map((toolState) => ({tool: 'vision', toolState})),
    plainState.map((toolState) => ({tool: 'un known', toolState})),
  )

  it('property: decode(encode(state)) is the state, through a whole pathname', () => {
    fc.assert(
      fc.property(routerState, (state) => {
        const pathname = routerStatePath('/news', state, tools)
        const rest = splitPath(pathname).slice(1)
        expect(decodeRouterState(rest, tools)).toEqual(JSON.parse(JSON.stringify(state)))
        // And the URL is stable: encoding the decoded state gives the same path.
        expect(routerStatePath('/news', decodeRouterState(rest, tools)!, tools)).toBe(pathname)
      }),
    )
  })

  it('reads the legacy `space` key as `tool`', () => {
    expect(normalizeLegacyState({space: 'structure', type: 'article'})).toEqual({tool: 'structure', toolState: {type: 'article'}})
    expect(normalizeLegacyState({space: 'old', tool: 'vision', toolState: {path: ['x']}})).toEqual({tool: 'vision', toolState: {path: ['x']}})
    expect(normalizeLegacyState({intent: {name: 'edit', params: {id: 'a'}}})).toEqual({intent: {name: 'edit', params: {id: 'a'}}})
    expect(normalizeLegacyState({})).toEqual({})
  })
})

describe('resolving a location (the rules together)', () => {
  const news = workspace('news', '/news', [structureTool(), plainTool('vision')])
  const shop = workspace('shop', '/shop', [])
  const both = [news, shop]
  const resolve = (url: string, spaces: RoutableWorkspace[] = both) => resolveLocation(location(url), spaces, context)

  it('follows redirects to the end, keeping search and hash, and says why', () => {
    const root = resolve('/?q=1#top')
    expect(root).toMatchObject({type: 'ready', workspace: news, toolState: {}, redirects: ['workspace', 'first-tool']})
    expect(formatUrl(root.location)).toBe('/news/structure?q=1#top')
    expect(resolve('/news/desk/article')).toMatchObject({redirects: ['desk'], location: {pathname: '/news/structure/article'}})
    expect(resolve('/News/structure/article/')).toMatchObject({redirects: ['canonical'], location: {pathname: '/news/structure/article'}})
    expect(resolve('/news/structure/article/extra')).toMatchObject({redirects: ['invalid-tool-state'], location: {pathname: '/news/structure'}})
    expect(resolve('/news/structure/article;abc')).toMatchObject({type: 'ready', redirects: [], toolState: {type: 'article', id: 'abc'}})
  })

  it('turns an intent in the URL into the tool state and replaces the URL', () => {
    const resolved = resolve('/news/intent/edit/id=drafts.abc;type=article')
    expect(resolved).toMatchObject({type: 'ready', redirects: ['intent'], toolState: {type: 'article', id: 'abc'}})
    expect(resolved.location.pathname).toBe('/news/structure/article;abc')
    expect(resolved.intent).toEqual({name: 'edit', params: {id: 'drafts.abc', type: 'article'}})
  })

  it("shows 'Workspace not found' with a way to the first workspace", () => {
    const resolved = resolve('/elsewhere')
    expect(resolved.type).toBe('workspace-not-found')
    if (resolved.type !== 'workspace-not-found') return
    expect(english(resolved.screen.title.key)).toBe('Workspace not found')
    expect(english(resolved.screen.action!.label.key)).toBe('Go to default workspace')
    expect(resolved.screen.action!.to).toBe('/news')
    expect(resolved.screen.description).toEqual({key: 'workspace-not-found.description', values: {path: '/elsewhere'}})
  })

  it("shows 'Tool not found' for unknown tools and unhandled intents, 'No configured tools' without tools", () => {
    const unknown = resolve('/news/charts')
    expect(unknown).toMatchObject({type: 'tool-not-found', toolName: 'charts', workspace: news})
    if (unknown.type === 'tool-not-found') expect(english(unknown.screen.title.key)).toBe('Tool not found')
    const intent = resolve('/news/intent/publish/id=abc')
    expect(intent).toMatchObject({type: 'tool-not-found', intent: {name: 'publish', params: {id: 'abc'}}})
    if (intent.type === 'tool-not-found') expect(intent.screen.description?.key).toBe('tool-not-found.intent-description')
    const none = resolve('/shop/anything')
    expect(none.type).toBe('no-tools')
    if (none.type === 'no-tools') expect(english(none.screen.title.key)).toBe('No configured tools')
  })

  it('gives up on a tool whose router never settles instead of looping', () => {
    let counter = 0
    const restless = plainTool('restless', {router: {encode: () => [`v${++counter}`], decode: () => ({})}})
    const resolved = resolve('/news/restless', [workspace('news', '/news', [restless])])
    expect(resolved.type).toBe('too-many-redirects')
  })

  it('property: a resolved location resolves to itself with no redirect', () => {
    const urls = fc.constantFrom('/', '/news', '/shop', '/NEWS/', '/news/desk', '/news/vision/x/y', '/news/intent/create/type=article', '/x')
    fc.assert(
      fc.property(urls, (url) => {
        const first = resolve(url)
        const again = resolve(formatUrl(first.location))
        expect(again.redirects).toEqual([])
        expect(again.type).toBe(first.type)
      }),
    )
  })
})

describe('page title (SH-ROUTE-024)', () => {
  it("is '<tool title> | <studio title>', or the studio title alone", () => {
    expect(pageTitle('Demo studio', 'Structure')).toBe('Structure | Demo studio')
    expect(pageTitle('Demo studio', null)).toBe('Demo studio')
    expect(pageTitle('Demo studio')).toBe('Demo studio')
  })
})

describe('URLs', () => {
  it('split into pathname, search and hash and join back', () => {
    expect(parseUrl('/a/b?x=1#y')).toEqual({pathname: '/a/b', search: '?x=1', hash: '#y'})
    expect(parseUrl('/a#y?z')).toEqual({pathname: '/a', search: '', hash: '#y?z'})
    expect(parseUrl('')).toEqual({pathname: '/', search: '', hash: ''})
    expect(formatUrl({pathname: '/a', search: 'x=1', hash: '#'})).toBe('/a?x=1')
  })
})
