// 'Create new' beside a reference field's search (seeds: reference input): a button for one
// template, a menu for several. A template the user may not create from is disabled and says why
// (a tooltip on the button, the reasons under the menu item).
import {MenuTrigger, Text} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {Button} from '../../components/Button.tsx'
import {MenuAction, MenuPopover} from '../../components/Menu.tsx'
import {ReasonButton} from '../../structure/ReasonButton.tsx'
import type {NewDocumentChoice} from './referenceServices.ts'
import menuStyles from '../../components/Menu.module.css'

export interface CreateReferenceButtonProps {
  field: string
  choices: readonly NewDocumentChoice[]
  isDisabled: boolean
  onCreate(choice: NewDocumentChoice): void
  typeTitle(type: string): string
}

export function CreateReferenceButton({field, choices, isDisabled, onCreate, typeTitle}: CreateReferenceButtonProps) {
  const {t} = useTranslation('form')
  if (choices.length === 0) return null
  if (choices.length === 1) {
    const [choice] = choices
    return (
      <ReasonButton reason={isDisabled ? t('reference.create.read-only') : choice.denied} onPress={() => onCreate(choice)}>
        {t('reference.create.one', {type: typeTitle(choice.type)})}
      </ReasonButton>
    )
  }
  const denied = choices.filter((choice) => choice.denied).map((choice) => choice.template.id)
  return (
    <MenuTrigger>
      <Button isDisabled={isDisabled}>{t('reference.create.many')}</Button>
      <MenuPopover
        placement="bottom end"
        aria-label={t('reference.create.menu', {field})}
        disabledKeys={denied}
        onAction={(key) => {
          const choice = choices.find((candidate) => candidate.template.id === key)
          if (choice && !choice.denied) onCreate(choice)
        }}
      >
        {choices.map((choice) => (
          <MenuAction key={choice.template.id} id={choice.template.id} textValue={choice.template.title}>
            {choice.template.title}
            {choice.denied && (
              <Text slot="description" className={menuStyles.itemDescription}>
                {choice.denied}
              </Text>
            )}
          </MenuAction>
        ))}
      </MenuPopover>
    </MenuTrigger>
  )
}
