// A geopoint (ED-INPUT-040, our proposal): latitude, longitude and altitude as number fields,
// written as `{_type: 'geopoint', lat, lng, alt}`. Only finite numbers in range are stored; an
// emptied field removes its key, and all three empty unset the field. Once the point exists, a
// typed axis patches only that axis, so someone else's edit of another axis is kept.
import {useId, useState} from 'react'
import {FieldError, Input, Label, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import {useInnerEdit} from './innerEdit.ts'
import type {InputProps} from './inputProps.ts'
import {formatNumber, numberOfText, parseNumberText} from './numberText.ts'
import fieldStyles from '../Field.module.css'
import styles from './ListInputs.module.css'

export type GeopointValue = {_type?: string; lat?: number; lng?: number; alt?: number}
type Axis = 'lat' | 'lng' | 'alt'

const RANGES: Record<Axis, [number, number] | null> = {lat: [-90, 90], lng: [-180, 180], alt: null}
const AXES: Axis[] = ['lat', 'lng', 'alt']

export function GeopointInput({field, value, readOnly, onChange}: InputProps<GeopointValue>) {
  const {t} = useTranslation('form')
  const labelId = useId()
  const descriptionId = useId()
  const editInside = useInnerEdit()
  const set = (axis: Axis, next: number | undefined) => {
    // '59.' after '59' means the same number: nothing to send.
    if (next === value?.[axis]) return
    const point: GeopointValue = {...value, _type: 'geopoint', [axis]: next}
    if (next === undefined) delete point[axis]
    const empty = AXES.every((key) => point[key] === undefined)
    if (empty || !value || !editInside) return onChange(empty ? undefined : point)
    editInside((at) => [
      {type: 'setIfMissing', path: at, value: {_type: 'geopoint'}},
      next === undefined ? {type: 'unset', path: [...at, axis]} : {type: 'set', path: [...at, axis], value: next},
    ])
  }
  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={labelId} aria-describedby={field.description ? descriptionId : undefined}>
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} plain={{labelId, descriptionId}} />
      <div className={styles.geopoint}>
        {AXES.map((axis) => (
          <GeoNumber key={axis} label={t(`geopoint.${axis}`)} value={value?.[axis]} range={RANGES[axis]} readOnly={readOnly} onChange={(next) => set(axis, next)} />
        ))}
      </div>
    </div>
  )
}

function GeoNumber({label, value, range, readOnly, onChange}: {
  label: string
  value: number | undefined
  range: [number, number] | null
  readOnly: boolean
  onChange: (value: number | undefined) => void
}) {
  const {t} = useTranslation('form')
  const [text, setText] = useState(() => formatNumber(value))
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (numberOfText(text) !== value) setText(formatNumber(value))
  }
  const inRange = (n: number) => !range || (n >= range[0] && n <= range[1])
  const parsed = parseNumberText(text)
  const invalid = parsed.kind === 'invalid' || parsed.kind === 'unsafe' || (parsed.kind === 'number' && !inRange(parsed.value))
  return (
    <TextField
      className={styles.geoField}
      value={text}
      isReadOnly={readOnly}
      isInvalid={invalid}
      onChange={(next) => {
        setText(next)
        const meaning = parseNumberText(next)
        if (meaning.kind === 'empty') onChange(undefined)
        else if (meaning.kind === 'number' && inRange(meaning.value)) onChange(meaning.value)
      }}
    >
      <Label className={styles.geoLabel}>{label}</Label>
      <Input className={`${fieldStyles.input} ${fieldStyles.number}`} inputMode="decimal" />
      <FieldError className={fieldStyles.error}>
        {range && parsed.kind === 'number' ? t('geopoint.out-of-range', {min: range[0], max: range[1]}) : t('number.not-finite')}
      </FieldError>
    </TextField>
  )
}
