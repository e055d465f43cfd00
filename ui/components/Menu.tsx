// Menus in a popover (user menu, workspace menu, overflow tools), on React Aria's Menu.
import type {ReactNode} from 'react'
import {
  Header,
  Menu,
  MenuItem,
  MenuSection,
  Popover,
  Separator,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
  type PopoverProps,
} from 'react-aria-components'
import {CheckIcon} from './Icons.tsx'
import styles from './Menu.module.css'

export function MenuPopover<T extends object>({
  children,
  placement = 'bottom end',
  popoverClassName,
  ...menu
}: MenuProps<T> & {placement?: PopoverProps['placement']; popoverClassName?: string}) {
  return (
    <Popover placement={placement} offset={6} className={[styles.popover, popoverClassName].filter(Boolean).join(' ')}>
      <Menu {...menu} className={styles.menu}>
        {children}
      </Menu>
    </Popover>
  )
}

export function MenuAction({icon, children, ...props}: Omit<MenuItemProps, 'children' | 'className'> & {icon?: ReactNode; children: ReactNode}) {
  const textValue = typeof children === 'string' ? children : props.textValue
  return (
    <MenuItem {...props} textValue={textValue} className={styles.item}>
      {({isSelected, selectionMode}) => (
        <>
          {icon && <span className={styles.itemIcon}>{icon}</span>}
          <span className={styles.itemLabel}>{children}</span>
          {/* Every item of a selectable group keeps the check's room, so what follows the labels lines up. */}
          {selectionMode !== 'none' && <span className={styles.check}>{isSelected && <CheckIcon />}</span>}
        </>
      )}
    </MenuItem>
  )
}

export function MenuGroup({
  title,
  children,
  ...section
}: Omit<MenuSectionProps<object>, 'children' | 'className'> & {title?: string; children: ReactNode}) {
  return (
    <MenuSection {...section} className={styles.section}>
      {title && <Header className={styles.header}>{title}</Header>}
      {children}
    </MenuSection>
  )
}

export function MenuDivider() {
  return <Separator className={styles.separator} />
}
