// Tags (ED-INPUT-031): an array with `layout: 'tags'` of strings or of Tag items `{value}`
// (tagItems.ts). Enter adds the typed tag; each tag has a remove button, and Backspace in the empty
// input removes the last one. The last tag removed unsets the field rather than storing [].
import {useState} from 'react'
import {Button, Input, Tag, TagGroup, TagList, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import {RemoveIcon} from './dateIcons.tsx'
import {useInnerEdit} from './innerEdit.ts'
import type {InputProps} from './inputProps.ts'
import {addTag, removeTags, STRING_TAGS, type TagEdit, type TagShape, tagsOf} from './tagItems.ts'
import fieldStyles from '../Field.module.css'
import styles from './ListInputs.module.css'

export function TagsInput({field, value, readOnly, onChange, shape = STRING_TAGS}: InputProps<unknown[]> & {shape?: TagShape}) {
  const {t} = useTranslation('form')
  const [text, setText] = useState('')
  const tags = tagsOf(value, shape).map((tag) => tag.text)
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
  return (
    <TextField className={fieldStyles.field} name={field.name} value={text} isReadOnly={readOnly} onChange={setText}>
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <div className={styles.tagsBox}>
        {tags.length > 0 && (
          <TagGroup
            aria-label={t('tags.list', {field: field.title})}
            className={styles.tagGroup}
            onRemove={readOnly ? undefined : (keys) => remove(new Set([...keys].map(Number)))}
          >
            <TagList className={styles.tagList}>
              {tags.map((tag, index) => (
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
        )}
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
