// Tags (ED-INPUT-031): an array of strings with `layout: 'tags'`. Enter adds the typed tag;
// each tag has a remove button, and Backspace in the empty input removes the last one. The
// last tag removed unsets the field rather than storing []. Once the list exists, a tag is added
// by an insert at its end and removed by an unset of its index, so tags two people add at the same
// time are both kept.
import {useState} from 'react'
import {Button, Input, Tag, TagGroup, TagList, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {FieldHeader} from '../FieldHeader.tsx'
import {RemoveIcon} from './dateIcons.tsx'
import {useInnerEdit} from './innerEdit.ts'
import type {InputProps} from './inputProps.ts'
import fieldStyles from '../Field.module.css'
import styles from './ListInputs.module.css'

const tagsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

export function TagsInput({field, value, readOnly, onChange}: InputProps<string[]>) {
  const {t} = useTranslation('form')
  const [text, setText] = useState('')
  const tags = tagsOf(value)
  const editInside = useInnerEdit()
  // Indexes address the stored list only when every item of it is a tag shown here.
  const byIndex = editInside !== null && Array.isArray(value) && value.length === tags.length && tags.length > 0
  const store = (next: string[]) => onChange(next.length > 0 ? next : undefined)
  const add = () => {
    const tag = text.trim()
    setText('')
    // A tag already there is not added twice; the typed text goes either way.
    if (!tag || tags.includes(tag)) return
    if (!byIndex) return store([...tags, tag])
    editInside((at) => [
      {type: 'setIfMissing', path: at, value: []},
      {type: 'insert', path: [...at, -1], position: 'after', items: [tag]},
    ])
  }
  const remove = (indexes: ReadonlySet<number>) => {
    const kept = tags.filter((_, index) => !indexes.has(index))
    if (!byIndex || kept.length === 0) return store(kept)
    // From the end, so each index still points at its tag when its unset is applied.
    editInside((at) => [...indexes].sort((a, b) => b - a).map((index) => ({type: 'unset' as const, path: [...at, index]})))
  }
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
