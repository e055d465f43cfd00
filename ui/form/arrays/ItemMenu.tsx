// An item's menu (ED-ARR-022): remove, duplicate, insert before and insert after. Inserting asks
// for the type in a submenu when the array has several (ED-ARR-024).
import {MenuTrigger, SubmenuTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {Button} from '../../components/Button.tsx'
import {MoreIcon} from '../../components/Icons.tsx'
import {MenuAction, MenuPopover} from '../../components/Menu.tsx'
import {typeTitleOf} from './arrayItems.ts'

export type ItemAction = {kind: 'remove'} | {kind: 'duplicate'} | {kind: 'insert'; position: 'before' | 'after'; typeName: string}

interface ItemMenuProps {
  title: string
  members: readonly CompiledType[]
  /** The item's own type, inserted when there is no choice to make. */
  typeName: string
  onAction: (action: ItemAction) => void
}

export function ItemMenu({title, members, typeName, onAction}: ItemMenuProps) {
  const {t} = useTranslation('form')
  const insert = (position: 'before' | 'after') => {
    const label = t(`array.insert-${position}`)
    if (members.length <= 1)
      return (
        <MenuAction id={`insert-${position}`} onAction={() => onAction({kind: 'insert', position, typeName})}>
          {label}
        </MenuAction>
      )
    return (
      <SubmenuTrigger>
        <MenuAction id={`insert-${position}`}>{label}</MenuAction>
        <MenuPopover placement="end top" aria-label={label}>
          {members.map((member) => (
            <MenuAction key={member.name} id={member.name} onAction={() => onAction({kind: 'insert', position, typeName: member.name})}>
              {typeTitleOf(member)}
            </MenuAction>
          ))}
        </MenuPopover>
      </SubmenuTrigger>
    )
  }
  return (
    <MenuTrigger>
      <Button tone="ghost" iconOnly aria-label={t('array.item-actions', {title})}>
        <MoreIcon />
      </Button>
      <MenuPopover aria-label={t('array.item-actions', {title})}>
        <MenuAction id="remove" onAction={() => onAction({kind: 'remove'})}>
          {t('array.remove')}
        </MenuAction>
        <MenuAction id="duplicate" onAction={() => onAction({kind: 'duplicate'})}>
          {t('array.duplicate')}
        </MenuAction>
        {insert('before')}
        {insert('after')}
      </MenuPopover>
    </MenuTrigger>
  )
}
