// The link button and its popover (ED-PT-020, ED-PT-036): titled from the schema's link type, an
// address checked like the link's url field, Apply to link the selection, Remove on a link, and
// Escape (React Aria's popover) to close it without a change.
import {useEditor} from '@portabletext/editor'
import {useEffect, useState, type FormEvent} from 'react'
import {Dialog, DialogTrigger, FieldError, Form, Heading, Input, Label, Popover, TextField, ToggleButton} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {UriOptions} from '../../../core/validation/Rule.ts'
import {Button} from '../../components/Button.tsx'
import {useTranslateMessage} from '../useMarkerMessage.ts'
import {hrefProblem} from './linkRules.ts'
import {focusTextAfterOverlay} from './objectEditing.ts'
import {LinkIcon} from './toolbarIcons.tsx'
import styles from './Toolbar.module.css'

interface LinkPopoverProps {
  /** Open state, held by the toolbar. */
  open: boolean
  onOpenChange: (open: boolean) => void
  label: string
  /** The schema's title of the link type. */
  typeTitle: string
  active: boolean
  uriOptions: UriOptions
}

export function LinkPopover({open, onOpenChange, label, typeTitle, active, uriOptions}: LinkPopoverProps) {
  const editor = useEditor()
  const {t} = useTranslation('form')
  const translateMessage = useTranslateMessage()
  const [href, setHref] = useState('')
  // Each opening starts from an empty address.
  useEffect(() => {
    if (open) setHref('')
  }, [open])
  const problem = href === '' ? null : hrefProblem(uriOptions, href, translateMessage)
  const close = () => {
    onOpenChange(false)
    focusTextAfterOverlay(editor)
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (href === '' || problem) return
    // A link already there takes the new address: removed, then added over the same selection.
    if (active) editor.send({type: 'annotation.remove', annotation: {name: 'link'}})
    editor.send({type: 'annotation.add', annotation: {name: 'link', value: {href}}})
    close()
  }
  const remove = () => {
    editor.send({type: 'annotation.remove', annotation: {name: 'link'}})
    close()
  }
  return (
    <DialogTrigger isOpen={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      {/* Pressed shows a link under the selection; pressing opens the popover (the trigger), not a toggle. */}
      <ToggleButton className={styles.toolButton} aria-label={label} isSelected={active || open} onChange={() => undefined}>
        <LinkIcon />
      </ToggleButton>
      <Popover className={styles.popover} placement="bottom start" offset={6}>
        <Dialog className={styles.linkDialog} aria-label={t('richtext.link.title', {type: typeTitle})}>
          <Heading slot="title" className={styles.linkTitle}>
            {t('richtext.link.title', {type: typeTitle})}
          </Heading>
          <Form onSubmit={apply} className={styles.linkForm}>
            <TextField autoFocus value={href} onChange={setHref} isInvalid={problem !== null} className={styles.linkField}>
              <Label className={styles.linkLabel}>{t('richtext.link.href')}</Label>
              <Input className={styles.linkInput} />
              <FieldError className={styles.linkError}>{problem}</FieldError>
            </TextField>
            <div className={styles.linkActions}>
              {active && (
                <Button tone="critical" onPress={remove}>
                  {t('richtext.link.remove')}
                </Button>
              )}
              <Button onPress={close}>{t('richtext.link.cancel')}</Button>
              <Button tone="primary" type="submit" isDisabled={href === '' || problem !== null}>
                {t('richtext.link.apply')}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
