// A workspace's asset sources per input kind (`form.image.assetSources`, `form.file.assetSources`):
// a list, or a function of the studio's built-in list, resolved by the form (ED-UP-051). Kept as
// given here: the built-in sources are components, which core/ does not know.
import type {AssetKind} from '../assets/constants.ts'
import type {FormConfig} from './defineConfig.ts'

export type AssetSourceSettings = Readonly<Record<AssetKind, unknown>>

export function assetSourceSettingsOf(workspace: {form?: FormConfig}): AssetSourceSettings {
  return {image: workspace.form?.image?.assetSources, file: workspace.form?.file?.assetSources}
}
