// The welcome / free-trial dialog (SH-TRIAL-004): heading, description, the image when there is
// one (fetched and drawn by JourneyImage.tsx), the call to action and the secondary button; a
// modal, or a popover beside the free-trial button. Every way of closing it goes through the
// machine, which marks the welcome seen.
import {useSelector} from '@xstate/react'
import {Dialog, Heading, Popover} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {dialogOf} from '../../../machines/welcomeJourney.ts'
import type {JourneyDialog} from '../../../core/trial/journey.ts'
import {Button} from '../../components/Button.tsx'
import {CloseIcon} from '../../components/Icons.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import type {WelcomeServices} from './welcomeContext.ts'
import {JourneyImage} from './JourneyImage.tsx'
import styles from './WelcomeDialog.module.css'

/** The dialog itself, loaded when the journey first asks to show it (WelcomeDialogGate.tsx). */
export function OpenWelcomeDialog({welcome}: {welcome: WelcomeServices}) {
  const {actor, anchor, loadImage} = welcome
  const shown = useSelector(actor, (s) => s.matches({ready: {open: 'shown'}}))
  const dialog = useSelector(actor, (s) => dialogOf(s.context))
  const hasAnchor = useSelector(actor, (s) => s.context.journey.trial !== null && s.context.anchored)
  if (!shown || !dialog) return null
  const close = () => actor.send({type: 'dialog.close'})
  const body = <WelcomeBody dialog={dialog} loadImage={loadImage} onCta={() => actor.send({type: 'cta.pressed'})} onClose={close} />

  if (dialog.dialogType === 'popover' && hasAnchor && anchor.current) {
    return (
      <Popover triggerRef={anchor} isOpen onOpenChange={(open) => !open && close()} placement="bottom end" offset={8} className={styles.popover}>
        <Dialog className={styles.popoverDialog}>
          <Heading slot="title" className={styles.heading}>
            {dialog.headingText}
          </Heading>
          {body}
        </Dialog>
      </Popover>
    )
  }
  return (
    <ModalDialog title={dialog.headingText} dismissable onClose={close}>
      {body}
    </ModalDialog>
  )
}

function WelcomeBody({dialog, loadImage, onCta, onClose}: {dialog: JourneyDialog; loadImage: WelcomeServices['loadImage']; onCta: () => void; onClose: () => void}) {
  const {t} = useTranslation()
  return (
    <>
      {dialog.image && <JourneyImage key={dialog.image.url} image={dialog.image} load={loadImage} />}
      {dialog.descriptionText && <p className={styles.description}>{dialog.descriptionText}</p>}
      <div className={styles.actions}>
        {dialog.secondaryButton ? (
          <Button onPress={onClose}>{dialog.secondaryButton.text}</Button>
        ) : (
          <Button tone="ghost" onPress={onClose} aria-label={t('welcome.close')}>
            <CloseIcon />
          </Button>
        )}
        {dialog.ctaButton && (
          <Button tone="primary" onPress={onCta}>
            {dialog.ctaButton.text}
          </Button>
        )}
      </div>
    </>
  )
}
