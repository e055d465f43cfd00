// The pane's "create new document" control: one button for a type with one template, a menu when
// it has several. Templates the user may not create from are disabled and say why (SH-NEWDOC-006);
// with none allowed the control itself is disabled (SH-NEWDOC-007).
import {Menu, MenuItem, MenuTrigger, Popover, Text} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {newDocumentUuid} from '../../core/operations/index.ts'
import type {DocumentDefinition} from '../../core/schema/index.ts'
import {Button} from '../components/Button.tsx'
import {PlusIcon} from './icons.tsx'
import {permissionText, usePermissionRoles} from './permissions.ts'
import {ReasonButton} from './ReasonButton.tsx'
import {typeTitleOf, useStructure} from './structureContext.ts'
import {createPermission, templatesOfType} from './templates.ts'
import styles from './ActionMenu.module.css'

export function CreateDocumentButton({type}: {type: DocumentDefinition}) {
  const {t} = useTranslation('structure')
  const structure = useStructure()
  const title = typeTitleOf(type)
  const templates = templatesOfType(structure.templates, type.name)
  const permission = createPermission(structure.grants, type, structure.user.id)
  const denied = permissionText(t, 'create', permission, usePermissionRoles(structure.user))
  const label = t('create.label', {type: title})
  const create = (template: string) => structure.go({type: type.name, id: newDocumentUuid(), params: {template}})

  if (templates.length === 0) return null
  if (templates.length === 1 || denied) {
    return (
      <ReasonButton
        tone="ghost"
        iconOnly
        aria-label={label}
        placement="bottom"
        reason={denied ? `${t('create.denied', {type: title})}\n${denied}` : null}
        onPress={() => create(templates[0].id)}
      >
        <PlusIcon />
      </ReasonButton>
    )
  }
  return (
    <MenuTrigger>
      <Button tone="ghost" iconOnly aria-label={label}>
        <PlusIcon />
      </Button>
      <Popover placement="bottom end" offset={4} className={styles.popover}>
        {/* Named by its trigger: 'Create new {type}'. */}
        <Menu className={styles.menu} onAction={(key) => create(String(key))}>
          {templates.map((template) => (
            <MenuItem key={template.id} id={template.id} textValue={template.title} className={styles.item}>
              <Text slot="label" className={styles.itemLabel}>
                {template.title}
              </Text>
              {template.description && (
                <Text slot="description" className={styles.itemDescription}>
                  {template.description}
                </Text>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
