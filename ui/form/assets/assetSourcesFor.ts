// Which asset sources one image or file field offers (ED-UP-051, ED-INPUT-001): the field's own
// `options.sources` when it gives a list, else the workspace's `form.<kind>.assetSources` resolved
// against the built-in sources; only usable ones either way.
import {usableAssetSources} from '../../../core/assets/assetSources.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {resolveComposable} from '../../../core/config/composable.ts'
import type {StudioAssetSource} from './assetSourceTypes.ts'

export function assetSourcesFor(kind: AssetKind, setting: unknown, fieldSources: unknown, builtIn: readonly unknown[]): StudioAssetSource[] {
  if (Array.isArray(fieldSources)) return usableAssetSources<StudioAssetSource['component']>(fieldSources) as StudioAssetSource[]
  const resolved = resolveComposable<unknown>(setting, [...builtIn], `form.${kind}.assetSources`, ['form', kind, 'assetSources'])
  return resolved.ok ? (usableAssetSources<StudioAssetSource['component']>(resolved.value) as StudioAssetSource[]) : []
}
