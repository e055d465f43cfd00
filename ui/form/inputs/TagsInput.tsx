// Tags (ED-INPUT-031): an array with `layout: 'tags'` of strings or of Tag items `{value}`
// (tagItems.ts). Enter adds the typed tag; each tag has a remove button, and Backspace in the empty
// input removes the last one. The last tag removed unsets the field rather than storing [].
// A long list stays quick (ED-INPUT-056): typing does not draw the tags again, and past
// TAGS_SHOWN_FIRST only the first ones are drawn until the editor asks for all.
import {memo, useCallback, useMemo, useRef, useState} from 'react'
import {Button, Input, Tag, TagGroup, TagList, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {Button as StudioButton} from '../../components/Button.tsx'
import {FieldHeader} from '../FieldHeader.tsx'
import {RemoveIcon} from './dateIcons.tsx'
import {useInnerEdit} from './innerEdit.ts'
import type {InputProps} from './inputProps.ts'
import {addTag, removeTags, STRING_TAGS, type TagEdit, type TagShape, tagsOf} from './tagItems.ts'
import fieldStyles from '../Field.module.css'
import styles from './ListInputs.module.css'

/** How many tags a field draws before "Show all": a list of thousands took seconds to draw. */
export const TAGS_SHOWN_FIRST = 200

export function TagsInput({field, value, readOnly, onChange, shape = STRING_TAGS}: InputProps<unknown[]> & {shape?: TagShape}) {
  const {t} = useTranslation('form')
  const [text, setText] = useState('')
  const tags = useMemo(() => tagsOf(value, shape).map((tag) => tag.text), [value, shape])
  const editInside = useInnerEdit()
  // In place when the list exists and the input sits in a form field; otherwise the whole list.
  const apply = (change: TagEdit | null) => {
    if (!change) return
    if (change.patches && editInside) editInside(change.patches)
    else onChange(change.next)
  }
  const add = () => {
    // The typed text goes whether or not it becomes a tag (a tag already there is not added twice).
    setText('')
    apply(addTag(value, shape, text))
  }
  const remove = (positions: ReadonlySet<number>) => apply(removeTags(value, shape, positions))
  // The chips get one callback for the field's life, so a keystroke leaves them alone.
  const latestRemove = useRef(remove)
  latestRemove.current = remove
  const onRemove = useCallback((positions: ReadonlySet<number>) => latestRemove.current(positions), [])
  return (
    <TextField className={fieldStyles.field} name={field.name} value={text} isReadOnly={readOnly} onChange={setText}>
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <div className={styles.tagsBox}>
        {tags.length > 0 && <TagChips tags={tags} label={t('tags.list', {field: field.title})} readOnly={readOnly} onRemove={onRemove} />}
        <Input
          className={styles.tagInput}
          placeholder={t('tags.placeholder')}
          onKeyDown={(event) => {
            if (readOnly) return
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
              remove(new Set([tags.length - 1]))
            }
          }}
        />
      </div>
    </TextField>
  )
}

const TagChips = memo(function TagChips({tags, label, readOnly, onRemove}: {tags: readonly string[]; label: string; readOnly: boolean; onRemove: (positions: ReadonlySet<number>) => void}) {
  const {t} = useTranslation('form')
  const [showAll, setShowAll] = useState(false)
  const shown = showAll ? tags : tags.slice(0, TAGS_SHOWN_FIRST)
  return (
    <>
      <TagGroup aria-label={label} className={styles.tagGroup} onRemove={readOnly ? undefined : (keys) => onRemove(new Set([...keys].map(Number)))}>
        <TagList className={styles.tagList}>
          {shown.map((tag, index) => (
            <Tag key={index} id={index} textValue={tag} className={styles.tag}>
              {tag}
              {!readOnly && (
                <Button slot="remove" className={styles.tagRemove} aria-label={t('tags.remove', {tag})}>
                  <RemoveIcon />
                </Button>
              )}
            </Tag>
          ))}
        </TagList>
      </TagGroup>
      {shown.length < tags.length && (
        <StudioButton tone="ghost" onPress={() => setShowAll(true)}>
          {t('tags.show-all', {count: tags.length})}
        </StudioButton>
      )}
    </>
  )
})
