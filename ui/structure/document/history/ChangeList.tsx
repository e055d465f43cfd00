// The changes of a history range, one entry per field: its title, who changed it, and what changed
// (words struck out and added, items added and removed, sub-fields, or the value before and after).
// Choosing an entry brings its field into view in the form below.
import {useTranslation} from 'react-i18next'
import {hotspotBox, type AssetSide, type FieldChange, type ValueChange, type WordDiffSegment} from '../../../../core/history/index.ts'
import {parseAssetId} from '../../../../core/assets/assetIds.ts'
import {IMAGE_DIFF_HEIGHT} from '../../../../core/assets/constants.ts'
import {diffImageUrl} from '../../../../core/assets/imageUrl.ts'
import type {AssetHost} from '../../../../core/assets/assetIds.ts'
import type {ImageCrop} from '../../../../core/assets/index.ts'
import type {ReferenceServices} from '../../../form/references/referenceServices.ts'
import {useReferencePreviews} from '../../../form/references/useReferencePreviews.ts'
import type {PublicUser} from '../../../../core/lake/types.ts'
import {Authors} from './Authors.tsx'
import {Button} from '../../../components/Button.tsx'
import {revealField} from '../revealField.ts'
import styles from './History.module.css'

function shownValue(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === '') return empty
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** What the review can show of references and assets: absent, they show as ids. */
export interface ChangeServices {
  references?: ReferenceServices
  assetHost?: AssetHost
}

function Words({segments}: {segments: readonly WordDiffSegment[]}) {
  return (
    <p className={styles.diff}>
      {segments.map((segment, index) =>
        segment.op === 'insert' ? (
          <ins key={index} className={styles.inserted}>{segment.text}</ins>
        ) : segment.op === 'delete' ? (
          <del key={index} className={styles.deleted}>{segment.text}</del>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  )
}

function ReferenceChange({before, after, services}: {before: string | null; after: string | null; services: ChangeServices}) {
  const {t} = useTranslation('structure')
  const ids = [before, after].filter((id): id is string => id !== null)
  const {previews} = useReferencePreviews(services.references, ids)
  const titleOf = (id: string | null) => (id === null ? t('history.empty') : (previews.get(id)?.preview.title ?? id))
  return (
    <p className={styles.summary}>
      <del className={styles.deleted}>{titleOf(before)}</del>
      {' → '}
      <ins className={styles.inserted}>{titleOf(after)}</ins>
    </p>
  )
}

/** One side of an image or file change: a thumbnail with the crop applied, or the file's name. */
function AssetThumb({side, host, label}: {side: AssetSide | null; host?: AssetHost; label: string}) {
  const {t} = useTranslation('structure')
  if (!side) return <span className={styles.assetEmpty}>{t('history.empty')}</span>
  const parsed = parseAssetId(side.ref)
  const url = host && parsed?.kind === 'image' ? diffImageUrl(host, side.ref, side.crop as Partial<ImageCrop> | undefined, window.devicePixelRatio) : null
  if (!url) return <span className={styles.assetName}>{side.ref}</span>
  const box = hotspotBox(side.hotspot, side.crop)
  return (
    <span className={styles.assetFrame}>
      <img src={url} alt={label} className={styles.assetThumb} style={{height: IMAGE_DIFF_HEIGHT}} />
      {box && (
        <span
          className={styles.hotspot}
          data-hotspot=""
          style={{left: `${box.left * 100}%`, top: `${box.top * 100}%`, width: `${box.width * 100}%`, height: `${box.height * 100}%`}}
        />
      )}
    </span>
  )
}

function AssetChange({before, after, host}: {before: AssetSide | null; after: AssetSide | null; host?: AssetHost}) {
  const {t} = useTranslation('structure')
  const sameAsset = before?.ref === after?.ref
  return (
    <div className={styles.assets}>
      <AssetThumb side={before} host={host} label={t('history.asset-before')} />
      <span aria-hidden="true">→</span>
      <AssetThumb side={after} host={host} label={t('history.asset-after')} />
      {sameAsset && <span className={styles.summary}>{t('history.asset-adjusted')}</span>}
    </div>
  )
}

function ChangeDetail({change, services}: {change: ValueChange; services: ChangeServices}) {
  const {t} = useTranslation('structure')
  switch (change.kind) {
    case 'text':
      return <Words segments={change.segments} />
    case 'reference':
      return <ReferenceChange before={change.before} after={change.after} services={services} />
    case 'asset':
      return <AssetChange before={change.before} after={change.after} host={services.assetHost} />
    case 'blocks':
      return (
        <ol className={styles.blocks}>
          {change.blocks.map((block) => (
            <li key={block.key}>
              <span className={styles.action}>{t(`history.block-${block.action}`)}</span>
              <Words segments={block.segments} />
            </li>
          ))}
          {change.moved > 0 && <li className={styles.summary}>{t('history.blocks-moved', {count: change.moved})}</li>}
        </ol>
      )
    case 'array': {
      const parts = (['added', 'removed', 'moved', 'changed'] as const).filter((part) => change[part] > 0).map((part) => t(`history.items-${part}`, {count: change[part]}))
      return <p className={styles.summary}>{parts.join(', ')}</p>
    }
    case 'object':
      return <p className={styles.summary}>{t('history.subfields', {fields: change.fields.join(', ')})}</p>
    case 'value':
      return (
        <p className={styles.summary}>
          <del className={styles.deleted}>{shownValue(change.before, t('history.empty'))}</del>
          {' → '}
          <ins className={styles.inserted}>{shownValue(change.after, t('history.empty'))}</ins>
        </p>
      )
  }
}

export function ChangeList({changes, fieldTitle, users, services = {}}: {changes: readonly FieldChange[]; fieldTitle: (name: string) => string; users: ReadonlyMap<string, PublicUser>; services?: ChangeServices}) {
  const {t} = useTranslation('structure')
  if (changes.length === 0) return <p className={styles.summary}>{t('history.no-changes')}</p>
  return (
    <ul aria-label={t('history.changes')} className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field} className={styles.change}>
          <div className={styles.changeHead}>
            <Button tone="ghost" onPress={() => revealField([change.field])} aria-label={t('history.show-field', {field: fieldTitle(change.field)})}>
              {fieldTitle(change.field)}
            </Button>
            <span className={styles.action}>{t(`history.field-${change.action}`)}</span>
            {change.authors.length > 0 && (
              <span className={styles.by}>
                {t('history.by')} <Authors ids={change.authors} users={users} />
              </span>
            )}
          </div>
          <ChangeDetail change={change.change} services={services} />
        </li>
      ))}
    </ul>
  )
}
