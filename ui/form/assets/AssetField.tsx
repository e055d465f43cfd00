// An image or file field: its header, the input for its state (upload placeholder, progress or
// stale card, image preview or file card), the open asset source (the library picker, the URL
// dialog or a workspace's own), and the type's own fields (alt text,
// caption) below. The upload itself is the assetUpload machine (useAssetUpload); clearing and
// choosing go through core/assets' edits.
import {useId, useMemo, useRef, useState} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {acceptAttribute} from '../../../core/assets/accept.ts'
import {assetIdOf, isAssetValue} from '../../../core/assets/assetValue.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {isUploadState} from '../../../core/assets/uploadState.ts'
import {isTrueish} from '../../../core/preview/booleanLike.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {formLayoutOf, type CompiledField} from '../../../core/schema/index.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import {childScope, protoValueOf, type ObjectScope} from '../fieldPath.ts'
import {useForm} from '../formContext.ts'
import type {FieldInfo} from '../inputs/inputProps.ts'
import {useValueAt} from '../useFieldState.ts'
import {FileCard} from './FileCard.tsx'
import {FileDropTarget} from './FileDropTarget.tsx'
import {HiddenFileInput} from './HiddenFileInput.tsx'
import {ImagePreview} from './ImageInput.tsx'
import {ImageToolDialog} from './ImageToolDialog.tsx'
import {MissingAssetCard} from './MissingAssetCard.tsx'
import {UploadPlaceholder} from './UploadPlaceholder.tsx'
import {UploadProgress} from './UploadProgress.tsx'
import {useKeepFocus} from '../../components/keepFocus.ts'
import {useAssetDocument} from './useAssetDocument.ts'
import {useAssetSelection} from './useAssetSelection.ts'
import {useAssetSources} from './useAssetSources.ts'
import {useAssetEdit, useAssetUpload} from './useAssetUpload.ts'
import fieldStyles from '../Field.module.css'
import styles from './Assets.module.css'

export interface AssetFieldProps {
  kind: AssetKind
  field: CompiledField
  info: FieldInfo
  path: Path
  scope: ObjectScope
  readOnly: boolean
}

export function AssetField({kind, field, info, path, scope, readOnly}: AssetFieldProps) {
  const {t} = useTranslation('form')
  const {assets, LayoutBody} = useForm()
  const value = useValueAt(path)
  const place = useMemo(() => ({kind, path, ancestors: scope.ancestors, typeName: field.type.name, definition: info.definition}), [kind, path, scope.ancestors, field.type.name, info.definition])
  const {upload, start} = useAssetUpload(place)
  const write = useAssetEdit(place)
  // ED-INPUT-001: the field's own `sources` option, when it gives a list.
  const {sources, choices} = useAssetSources(kind, (info.definition.options as {sources?: unknown} | undefined)?.sources)
  const select = useAssetSelection(kind, write, start)
  const [openSource, setOpenSource] = useState<string | null>(null)
  const Source = sources.find((source) => source.name === openSource)?.component
  const [editingDetails, setEditingDetails] = useState(false)
  // ED-IMG-022: the hotspot and crop dialog exists only with the field's `hotspot` option.
  // A boolean-like text counts too (ED-PREV-006): `hotspot: 'false'` must not switch the tool on.
  const hotspotTool = kind === 'image' && isTrueish((info.definition.options as {hotspot?: unknown} | undefined)?.hotspot)
  const chooser = useRef<HTMLInputElement>(null)
  const accept = (info.definition.options as {accept?: unknown} | undefined)?.accept
  const assetId = assetIdOf(value)
  const uploadState = isAssetValue(value) && isUploadState(value._upload) ? value._upload : null
  const fileDocument = useAssetDocument(kind === 'file' ? assets?.lake : undefined, assetId)
  const layout = useMemo(() => formLayoutOf(field.type), [field.type])
  const inner = useMemo(() => childScope(scope, path, protoValueOf(field.type), readOnly), [scope, path, field.type, readOnly])
  const labelId = useId()
  // ED-UP-040, ED-UP-041: no uploads where the workspace turned them off or the field is read-only.
  const canUploadHere = Boolean(assets?.directUploads[kind]) && !readOnly
  const targets = useMemo(() => [{kind, accept, typeName: field.type.name}], [kind, accept, field.type.name])

  const actions = {
    readOnly,
    canUploadHere,
    onChoose: () => chooser.current?.click(),
    sources: choices,
    onBrowse: (name: string) => setOpenSource(name),
    onClear: () => write({type: 'clear'}),
  }
  // What the field shows, so focus on a control of one state (Clear, Upload, a picker's image)
  // moves on to the next state's controls instead of falling back to the page (ED-UP-060).
  const shows = uploadState ? 'upload' : assetId && assets ? 'asset' : holdsMoreThanItsType(value) ? 'missing' : 'empty'
  const fieldElement = useRef<HTMLDivElement>(null)
  useKeepFocus(shows, fieldElement, firstControlOfState)
  let body
  if (uploadState) body = <UploadProgress upload={uploadState} actor={upload} readOnly={readOnly} onClearStale={() => write({type: 'upload.removed'})} />
  else if (assetId && assets && kind === 'image')
    body = (
      <ImagePreview
        assetId={assetId}
        value={value as never}
        host={assets.host}
        title={info.title}
        {...actions}
        onEditDetails={hotspotTool ? () => setEditingDetails(true) : undefined}
      />
    )
  else if (assetId && assets) body = <FileCard assetId={assetId} asset={fileDocument} host={assets.host} title={info.title} {...actions} />
  else if (holdsMoreThanItsType(value)) body = <MissingAssetCard readOnly={readOnly} onReset={() => write({type: 'reset'})} />
  else body = <UploadPlaceholder kind={kind} {...actions} />

  return (
    <div ref={fieldElement} className={fieldStyles.field} role="group" aria-labelledby={labelId} data-asset-field={kind}>
      <FieldHeader title={info.title} description={info.description} deprecated={info.deprecated} plain={{labelId, descriptionId: `${labelId}-description`}} />
      <HiddenFileInput ref={chooser} accept={acceptAttribute(kind, accept)} onFile={(file) => start([file])} />
      {/* Drop and paste onto the whole input (ED-UP-010), also to replace a set value. */}
      <FileDropTarget targets={targets} uploadsAllowed={canUploadHere} onFiles={(files) => start(files)}>
        {body}
      </FileDropTarget>
      {Source && (
        <Source
          assetType={kind}
          accept={accept}
          selectedAssetId={assetId}
          onClose={() => setOpenSource(null)}
          onSelect={(results) => {
            setOpenSource(null)
            select(results)
          }}
        />
      )}
      {editingDetails && assetId && assets && kind === 'image' && (
        <ImageToolDialog
          assetId={assetId}
          value={value}
          host={assets.host}
          title={info.title}
          path={path}
          readOnly={readOnly}
          onChange={({hotspot, crop}) => write({type: 'details', hotspot, crop})}
          onClose={() => setEditingDetails(false)}
        />
      )}
      {layout.members.length > 0 && (
        <div className={styles.nested}>
          <LayoutBody layout={layout} scope={inner} label={info.title} />
        </div>
      )}
    </div>
  )
}

/**
 * Whether a value without asset or upload still holds something (alt text, a crop, a broken asset
 * reference): that is the caution card's case (ED-IMG-011). A bare `{_type, _key}`, as a new array
 * item starts, is simply empty and offers the upload.
 */
function holdsMoreThanItsType(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value !== 'object' || Array.isArray(value)) return true
  return Object.keys(value).some((key) => key !== '_type' && key !== '_key')
}

/** The first control of what the field shows (inside its drop target, before the nested fields). */
function firstControlOfState(field: HTMLElement): HTMLElement | null {
  return field.querySelector<HTMLElement>('[data-drop-target] button:not([disabled]), [data-drop-target] a[href]')
}
