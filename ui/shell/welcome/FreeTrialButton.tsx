// The free-trial button (SH-TRIAL-009, SH-TRIAL-010): a ring of the trial's elapsed share, which
// takes the warning colour above 75 %, and the days left. It opens and closes the trial dialog;
// the navbar's one is also what a popover dialog points at.
import {useSelector} from '@xstate/react'
import {useEffect} from 'react'
import {Button as AriaButton} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {isTrialRunningOut, trialElapsedFraction} from '../../../core/trial/journey.ts'
import {useWelcome} from './welcomeContext.ts'
import styles from './FreeTrialButton.module.css'

const RADIUS = 8
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

export function FreeTrialButton({placement, onPressed}: {placement: 'navbar' | 'sidebar'; onPressed?: () => void}) {
  const welcome = useWelcome()
  const trial = useSelector(welcome?.actor, (s) => s?.context.journey.trial ?? null)
  const actor = welcome?.actor
  const anchors = placement === 'navbar' && trial !== null
  useEffect(() => {
    if (!actor || !anchors) return
    actor.send({type: 'anchor.set'})
    return () => actor.send({type: 'anchor.cleared'})
  }, [actor, anchors])
  const {t} = useTranslation()
  if (!welcome || !trial) return null
  const elapsed = trialElapsedFraction(trial)
  const late = isTrialRunningOut(trial)
  const label = t('free-trial.button', {count: trial.daysLeft})
  return (
    <AriaButton
      ref={placement === 'navbar' ? welcome.anchor : undefined}
      className={placement === 'navbar' ? styles.navbarButton : styles.sidebarButton}
      aria-label={placement === 'navbar' ? label : undefined}
      onPress={() => {
        onPressed?.()
        welcome.actor.send({type: 'trial.toggle'})
      }}
    >
      <svg className={styles.ring} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" data-running-out={late || undefined}>
        <circle className={styles.track} cx="10" cy="10" r={RADIUS} />
        <circle
          className={styles.progress}
          cx="10"
          cy="10"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - elapsed)}
          transform="rotate(-90 10 10)"
        />
      </svg>
      {placement === 'navbar' ? <span aria-hidden="true" className={styles.short}>{t('free-trial.days-left', {count: trial.daysLeft})}</span> : label}
    </AriaButton>
  )
}
