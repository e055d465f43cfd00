// @vitest-environment jsdom
// The 'Workspace not found' screen as React DOM draws it in jsdom (SH-ROUTE-032, ERR-SH-014): the
// page's level-one heading, the path that matched nothing, and a 'Go to default workspace' link
// to the first workspace. core/routing decides what the screen says; this checks it is drawn.
import i18next from 'i18next'
import {createElement, type ComponentType} from 'react'
import {I18nextProvider} from 'react-i18next'
import {beforeAll, describe, expect, it} from 'vitest'
import {ROUTING_NAMESPACE, routingEn} from '../../../core/i18n/resources/en/routing.ts'
import {workspaceNotFoundScreen, type RoutingScreen} from '../../../core/routing/screens.ts'
import {useDomRoot} from '../support/domRoot.ts'

// The tests' tsconfig has no JSX, so the .tsx module is loaded by path at run time (Vite transforms it).
const load = <T,>(path: string): Promise<T> => import(/* @vite-ignore */ path) as Promise<T>
let RoutingScreenView: ComponentType<{screen: RoutingScreen; fullPage?: boolean}>

const i18n = i18next.createInstance()
beforeAll(async () => {
  ;({RoutingScreenView} = await load<{RoutingScreenView: typeof RoutingScreenView}>('../../../ui/app/RoutingScreenView.tsx'))
  await i18n.init({
    lng: 'en-US',
    resources: {'en-US': {[ROUTING_NAMESPACE]: routingEn}},
    ns: [ROUTING_NAMESPACE],
    defaultNS: ROUTING_NAMESPACE,
    interpolation: {escapeValue: false},
  })
})

const dom = useDomRoot()

describe("the 'Workspace not found' screen", () => {
  it('is headed Workspace not found, names the path and links to the first workspace', async () => {
    const screen = workspaceNotFoundScreen('/nowhere/structure', '/news')
    const container = await dom.render(createElement(I18nextProvider, {i18n}, createElement(RoutingScreenView, {screen, fullPage: true})))

    const heading = container.querySelector('h1')
    expect(heading?.textContent).toBe('Workspace not found')
    expect(container.textContent).toContain('No workspace of this studio lives at /nowhere/structure.')
    const links = [...container.querySelectorAll('a')]
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Go to default workspace', '/news']])
  })
})
