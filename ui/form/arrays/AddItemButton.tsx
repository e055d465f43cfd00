// ED-ARR-025: 'Add item' appends an item of the only member type, or opens a menu of the types.
import {MenuTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {Button} from '../../components/Button.tsx'
import {MenuAction, MenuPopover} from '../../components/Menu.tsx'
import {typeTitleOf} from './arrayItems.ts'
import styles from './Arrays.module.css'

export function AddItemButton({field, members, onAdd}: {field: string; members: readonly CompiledType[]; onAdd: (typeName: string) => void}) {
  const {t} = useTranslation('form')
  if (members.length === 0) return null
  if (members.length === 1)
    return (
      <Button className={styles.add} onPress={() => onAdd(members[0].name)}>
        {t('array.add')}
      </Button>
    )
  return (
    <MenuTrigger>
      <Button className={styles.add}>{t('array.add')}</Button>
      <MenuPopover placement="bottom start" aria-label={t('array.add-menu', {field})}>
        {members.map((member) => (
          <MenuAction key={member.name} id={member.name} onAction={() => onAdd(member.name)}>
            {typeTitleOf(member)}
          </MenuAction>
        ))}
      </MenuPopover>
    </MenuTrigger>
  )
}
