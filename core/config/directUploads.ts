// ED-UP-040 (seeds ED§6): a workspace can switch off direct uploads for images and for files with
// `form: {image: {directUploads: false}, file: {directUploads: false}}`; on when not set.
import type {AssetKind} from '../assets/constants.ts'
import type {FormConfig} from './defineConfig.ts'

export type DirectUploads = Readonly<Record<AssetKind, boolean>>

export function directUploadsOf(workspace: {form?: FormConfig}): DirectUploads {
  return {image: workspace.form?.image?.directUploads !== false, file: workspace.form?.file?.directUploads !== false}
}
