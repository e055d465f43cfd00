// The studio's own asset sources, the default list a workspace's `form.<kind>.assetSources` starts
// from: the asset library (the picker, the default source: ED-UP-052) and the URL source (ED-UP-053).
import {LibraryIcon, LinkIcon} from '../../components/Icons.tsx'
import {useForm} from '../formContext.ts'
import {AssetPicker} from './AssetPicker.tsx'
import type {AssetSourceComponentProps, StudioAssetSource} from './assetSourceTypes.ts'
import {UrlAssetSourceDialog} from './UrlAssetSourceDialog.tsx'

function LibraryAssetSource({assetType, accept, selectedAssetId, onSelect, onClose}: AssetSourceComponentProps) {
  const {assets} = useForm()
  if (!assets) return null
  return (
    <AssetPicker
      lake={assets.lake}
      host={assets.host}
      kind={assetType}
      accept={accept}
      selectedId={selectedAssetId}
      onClose={onClose}
      onChoose={(id) => onSelect([{kind: 'assetDocumentId', value: id}])}
    />
  )
}

export const BUILT_IN_ASSET_SOURCES: readonly StudioAssetSource[] = [
  {name: 'library', title: 'Library', component: LibraryAssetSource, icon: LibraryIcon, labelKeys: {button: 'asset.select', menu: 'asset.menu.select'}},
  {name: 'url', title: 'URL', component: UrlAssetSourceDialog, icon: LinkIcon, labelKeys: {button: 'asset.source.url', menu: 'asset.menu.url'}},
]
