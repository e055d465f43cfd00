// Most visits never show the welcome: the dialog's code loads the first time the journey asks to
// show it, not with the first screen.
import {useSelector} from '@xstate/react'
import {Suspense, lazy} from 'react'
import {useWelcome, type WelcomeServices} from './welcomeContext.ts'

const OpenWelcomeDialog = lazy(() => import('./WelcomeDialog.tsx').then((module) => ({default: module.OpenWelcomeDialog})))

export function WelcomeDialog() {
  const welcome = useWelcome()
  if (!welcome) return null
  return <WhenShown welcome={welcome} />
}

function WhenShown({welcome}: {welcome: WelcomeServices}) {
  const shown = useSelector(welcome.actor, (s) => s.matches({ready: {open: 'shown'}}))
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <OpenWelcomeDialog welcome={welcome} />
    </Suspense>
  )
}
