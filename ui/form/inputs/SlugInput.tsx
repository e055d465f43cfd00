// A slug field (ED-SLUG-001 … ED-SLUG-004): the slug typed by hand, or generated from the
// `source` option by the slug-generation machine. The built-in slugify cuts to `maxLength`
// (200 by default); a schema's own `slugify` replaces it and may answer a promise. Typing edits
// `current` inside the slug, so it travels as a text diff that merges with someone else's typing;
// the field's error-level messages are shown under the input (ED-SLUG-007).
import {useActorRef, useSelector} from '@xstate/react'
import {useContext, useMemo, useRef} from 'react'
import {Button, FieldError, Input, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {fromPromise} from 'xstate'
import {slugify, slugMaxLengthOf, slugSourceText, slugValueOf} from '../../../core/slug/slugify.ts'
import type {SlugDefinition} from '../../../core/schema/definitions.ts'
import {slugGenerationMachine} from '../../../machines/slugGeneration.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {markersAt, sameMarkers} from '../../../core/validation/markers.ts'
import type {ValidationMarker} from '../../../core/validation/index.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import {FieldPathContext} from '../FieldMarkers.tsx'
import {useForm} from '../formContext.ts'
import {useMarkers} from '../useMarkers.ts'
import {useMarkerMessage} from '../useMarkerMessage.ts'
import {shownDocument} from '../shownDocument.ts'
import {useCaretKeeper} from './caret.ts'
import {useInnerEdit} from './innerEdit.ts'
import type {InputProps} from './inputProps.ts'
import fieldStyles from '../Field.module.css'
import styles from './SlugInput.module.css'

export type SlugValue = {_type?: string; current?: string}

export function SlugInput({field, value, readOnly, onChange}: InputProps<SlugValue>) {
  const {t} = useTranslation('form')
  const messageOf = useMarkerMessage()
  const {pair, initialValue} = useForm()
  const path = useContext(FieldPathContext)
  const editInside = useInnerEdit()
  const errors = useMarkers((all) => (path ? errorsAt(all, path) : NO_ERRORS), sameMarkers)
  const options = (field.definition.options ?? {}) as NonNullable<SlugDefinition['options']>
  const latest = useRef({onChange, options, definition: field.definition})
  latest.current = {onChange, options, definition: field.definition}
  const generation = useActorRef(
    useMemo(
      () =>
        slugGenerationMachine.provide({
          actors: {
            slugify: fromPromise(async ({input}) => {
              const {options, definition} = latest.current
              return options.slugify ? options.slugify(input.source, definition, {}) : slugify(input.source, slugMaxLengthOf(options.maxLength))
            }),
          },
          actions: {write: (_, {value}) => latest.current.onChange(value)},
        }),
      [],
    ),
    {input: {hasSource: options.source !== undefined}},
  )
  const pending = useSelector(generation, (s) => s.matches('pending'))
  const error = useSelector(generation, (s) => s.context.error)
  const current = typeof value?.current === 'string' ? value.current : ''
  const ref = useRef<HTMLInputElement>(null)
  useCaretKeeper(ref, current)
  const generate = () => {
    // Read once, on press: the slug input does not re-render while the source field is typed.
    const document = (shownDocument(pair.getSnapshot()) ?? initialValue ?? {}) as Record<string, unknown>
    const source = options.source === undefined ? '' : slugSourceText(options.source, document, document)
    generation.send({type: 'generate', source})
  }
  return (
    <TextField
      className={fieldStyles.field}
      name={field.name}
      value={current}
      isReadOnly={readOnly}
      isInvalid={errors.length > 0}
      onChange={(next) => {
        // A new slug (the objects above it perhaps too) and an emptied one go through the form's
        // own edit; text typed into an existing slug patches only its `current`.
        if (!editInside || !next || !value) return onChange(slugValueOf(next))
        editInside((at) => [
          {type: 'setIfMissing', path: at, value: {_type: 'slug'}},
          {type: 'set', path: [...at, 'current'], value: next},
        ])
      }}
    >
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <div className={styles.row}>
        <Input ref={ref} className={`${fieldStyles.input} ${styles.text}`} placeholder={field.placeholder} spellCheck={false} />
        <Button className={styles.generate} isDisabled={readOnly} isPending={pending} onPress={generate}>
          {pending ? t('inputs.slug.generating') : t('inputs.slug.generate')}
        </Button>
      </div>
      <FieldError className={fieldStyles.error}>
        {errors.map((marker, index) => (
          <span key={index} className={styles.message}>
            {messageOf(marker)}
          </span>
        ))}
      </FieldError>
      {error && (
        <p className={fieldStyles.error} role="alert">
          {t(error.key as 'inputs.slug.error.failed', {message: error.message ?? ''})}
        </p>
      )}
    </TextField>
  )
}

const NO_ERRORS: ValidationMarker[] = []

/** The error-level markers of the slug itself (warnings stay in the header's marker). */
function errorsAt(all: readonly ValidationMarker[], path: Path): ValidationMarker[] {
  const errors = markersAt(all, path).filter((marker) => marker.level === 'error')
  return errors.length > 0 ? errors : NO_ERRORS
}
