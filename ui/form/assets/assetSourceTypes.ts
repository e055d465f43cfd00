// The contract between an image or file input and an asset source (the built-in library and URL
// sources, or one a workspace configures): the input opens the source's component, which answers
// with a list of results (core/assets/assetSources.ts) or closes.
import type {ComponentType} from 'react'
import type {AssetSourceDefinition} from '../../../core/assets/assetSources.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import type {FormTextKey} from '../../../core/i18n/resources/en/form.ts'

export interface AssetSourceComponentProps {
  assetType: AssetKind
  /** The field's `accept` option, as the schema gives it. */
  accept: unknown
  /** The asset the field holds now, if any. */
  selectedAssetId: string | null
  onSelect: (results: unknown) => void
  onClose: () => void
}

export interface StudioAssetSource extends AssetSourceDefinition<ComponentType<AssetSourceComponentProps>> {
  /** The built-in sources' texts: i18n keys of the form namespace for the empty field's button and the menu item. */
  /** Shown beside the label, and alone where the input is narrow (ED-UP-013). */
  icon?: ComponentType
  labelKeys?: {button: Extract<FormTextKey, 'asset.select' | 'asset.source.url'>; menu: Extract<FormTextKey, 'asset.menu.select' | 'asset.menu.url'>}
}

/** A source as the input offers it: translated labels for its button and its menu item. */
export interface AssetSourceChoice {
  name: string
  button: string
  menu: string
  icon: ComponentType
}
