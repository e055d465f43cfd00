// The navbar's 'Create' control (SH-NEWDOC-001 … SH-NEWDOC-009, SH-NAV-004, SH-NAV-007): a filter
// and the workspace's new-document options, in a popover on wide screens and a dialog on narrow
// ones (fullscreen at the narrowest; NewDocumentOverlay.tsx, loaded on the first opening or when
// idle). Options and filter come from core/newDocument; permissions from the same create check as
// the structure tool's create button.
import {useMemo, useState} from 'react'
import {DialogTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import {canCreateAny, newDocumentOptions, type NewDocumentOption} from '../../core/newDocument/index.ts'
import {newDocumentUuid} from '../../core/operations/index.ts'
import {CREATE_INTENT} from '../../core/routing/constants.ts'
import type {SignedIn} from '../auth/AuthGate.tsx'
import {lakeHostOf} from '../app/workspace.ts'
import {useNavigation} from '../app/useNavigation.ts'
import {preloadableLazy} from '../app/preloadableLazy.ts'
import {useIdleLoaded} from '../app/useIdleLoaded.ts'
import {Button} from '../components/Button.tsx'
import {PlusIcon} from '../structure/icons.tsx'
import {permissionText, usePermissionRoles} from '../structure/permissions.ts'
import {ReasonButton} from '../structure/ReasonButton.tsx'
import {createPermission} from '../structure/templates.ts'
import {useWorkspaceLake} from '../structure/useWorkspaceLake.ts'
import {navbarLayoutOf, useBreakpoint} from './breakpoints.ts'

const NewDocumentOverlay = preloadableLazy(() => import('./NewDocumentOverlay.tsx').then((module) => ({default: module.NewDocumentOverlay})))

/** The workspace and the signed-in session: their grants decide which templates may be used. */
export function NewDocumentControl({workspace, session}: {workspace: ResolvedWorkspace; session: SignedIn}) {
  const {t} = useTranslation()
  const {t: tStructure} = useTranslation('structure')
  const navigation = useNavigation()
  const layout = navbarLayoutOf(useBreakpoint())
  const identity = session.user.id
  const roles = usePermissionRoles(session.user)
  const {grants} = useWorkspaceLake({apiHost: lakeHostOf(workspace), projectId: workspace.projectId, dataset: workspace.dataset, token: session.token})
  const [isOpen, setOpen] = useState(false)
  const [opened, setOpened] = useState(0)
  const overlayLoaded = useIdleLoaded(NewDocumentOverlay, isOpen)

  // Rebuilt on every opening: each list hands out fresh document ids (SH-NEWDOC-008).
  const options = useMemo(() => {
    return newDocumentOptions({
      templates: workspace.schema.templates,
      types: workspace.schema.types,
      permissionOf: (type) => createPermission(grants, type, identity),
      newDocumentId: newDocumentUuid,
    })
    // `opened` is there only to ask for new ids.
  }, [workspace, grants, identity, opened])

  const label = t('new-document.label')
  const buttonContent = (
    <>
      <PlusIcon />
      {!layout.fullscreenOverlays && <span>{t('new-document.button')}</span>}
    </>
  )
  if (!canCreateAny(options)) {
    const denied = options.find((option) => !option.hasPermission)
    const reason = denied
      ? [t('new-document.none-permitted'), permissionText(tStructure, 'create', denied.permission, roles)].filter(Boolean).join('\n')
      : t('new-document.no-templates')
    return (
      <ReasonButton tone="ghost" iconOnly={layout.fullscreenOverlays} aria-label={label} placement="bottom" reason={reason} onPress={() => {}}>
        {buttonContent}
      </ReasonButton>
    )
  }

  const onOpenChange = (open: boolean) => {
    if (open) setOpened((count) => count + 1)
    setOpen(open)
  }
  const choose = (option: NewDocumentOption) => {
    setOpen(false)
    navigation.send({
      type: 'intent',
      name: CREATE_INTENT,
      params: {type: option.schemaType, template: option.templateId, id: option.initialDocumentId},
    })
  }
  const close = () => setOpen(false)

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button tone="ghost" iconOnly={layout.fullscreenOverlays} aria-label={label}>
        {buttonContent}
      </Button>
      {overlayLoaded && <NewDocumentOverlay layout={layout} options={options} roles={roles} onChoose={choose} onClose={close} />}
    </DialogTrigger>
  )
}

