// The asset sources an image or file input offers: the field's own `options.sources` when it gives
// a list, else the workspace's `form.<kind>.assetSources` resolved against the built-in list,
// keeping only usable ones (ED-UP-051). A setting that is not a list or function was reported when
// the config was checked; here it leaves the input with none.
import {useMemo} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {SearchIcon} from '../../components/Icons.tsx'
import {useForm} from '../formContext.ts'
import type {AssetSourceChoice, StudioAssetSource} from './assetSourceTypes.ts'
import {assetSourcesFor} from './assetSourcesFor.ts'
import {BUILT_IN_ASSET_SOURCES} from './builtInAssetSources.tsx'

export function useAssetSources(kind: AssetKind, fieldSources?: unknown): {sources: StudioAssetSource[]; choices: AssetSourceChoice[]} {
  const {t} = useTranslation('form')
  const {assets} = useForm()
  const setting = assets?.sourceSettings[kind]
  const sources = useMemo(() => assetSourcesFor(kind, setting, fieldSources, BUILT_IN_ASSET_SOURCES), [setting, kind, fieldSources])
  const choices = useMemo(
    () =>
      sources.map((source) => {
        const name = source.title ?? source.name
        return {
          name: source.name,
          button: source.labelKeys ? t(source.labelKeys.button) : name,
          menu: source.labelKeys ? t(source.labelKeys.menu) : t('asset.menu.source', {name}),
          icon: typeof source.icon === 'function' ? source.icon : SearchIcon,
        }
      }),
    [sources, t],
  )
  return {sources, choices}
}
