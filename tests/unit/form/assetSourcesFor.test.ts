// Which asset sources an image or file field offers (ui/form/assets/assetSourcesFor.ts): the
// field's own `options.sources` list wins over the workspace's setting (ED-INPUT-001); without it
// the workspace's list or function applies to the built-in sources; unusable entries drop out.
import {describe, expect, it} from 'vitest'
import type {FormConfig} from '../../../core/config/defineConfig.ts'
import {assetSourcesFor} from '../../../ui/form/assets/assetSourcesFor.ts'

const component = () => null
const library = {name: 'library', title: 'Library', component}
const url = {name: 'url', title: 'From URL', component}
const stock = {name: 'stock', title: 'Stock photos', component}
const builtIn = [library, url]
const names = (sources: {name: string}[]) => sources.map((source) => source.name)

describe('assetSourcesFor', () => {
  it('offers the built-in sources when neither the workspace nor the field says otherwise', () => {
    expect(names(assetSourcesFor('image', undefined, undefined, builtIn))).toEqual(['library', 'url'])
  })

  it("applies the workspace's list or function to the built-in sources", () => {
    expect(names(assetSourcesFor('image', [stock], undefined, builtIn))).toEqual(['stock'])
    expect(names(assetSourcesFor('file', (previous: unknown[]) => [...previous, stock], undefined, builtIn))).toEqual(['library', 'url', 'stock'])
  })

  it("takes the field's own sources instead of the workspace's", () => {
    expect(names(assetSourcesFor('image', (previous: unknown[]) => [...previous, stock], [url], builtIn))).toEqual(['url'])
    // An empty list is the field's choice too: no source at all.
    expect(assetSourcesFor('image', undefined, [], builtIn)).toEqual([])
  })

  it('keeps only usable sources of the field, and ignores a field option that is not a list', () => {
    expect(names(assetSourcesFor('image', undefined, [stock, {name: 'broken'}, {title: 'Nameless', component}, stock], builtIn))).toEqual(['stock'])
    expect(names(assetSourcesFor('image', undefined, 'stock', builtIn))).toEqual(['library', 'url'])
  })

  it('leaves the field without sources when the workspace setting is neither a list nor a function', () => {
    expect(assetSourcesFor('image', 'nonsense', undefined, builtIn)).toEqual([])
  })
})

describe("the workspace's setting as docs/workspaces.md writes it", () => {
  // The example is typed by the config's own types (`tsc -p tests` checks this file): a function
  // given the built-in sources reads their names without a cast.
  it('type-checks and gives what the guide says', () => {
    const form: FormConfig = {
      image: {assetSources: (builtIn) => [...builtIn, {name: 'stock', title: 'Stock photos', component}]},
      file: {directUploads: false, assetSources: (builtIn) => builtIn.filter((source) => source.name === 'library')},
    }
    expect(names(assetSourcesFor('image', form.image?.assetSources, undefined, builtIn))).toEqual(['library', 'url', 'stock'])
    expect(names(assetSourcesFor('file', form.file?.assetSources, undefined, builtIn))).toEqual(['library'])
  })
})
