// The frame of the sign-in screens: a centred card with the studio's mark and name.
import type {ReactNode} from 'react'
import {StudioMark} from '../components/Icons.tsx'
import styles from './AuthScreen.module.css'

export function AuthCard({studioTitle, children}: {studioTitle: string; children: ReactNode}) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <StudioMark />
          <span>{studioTitle}</span>
        </div>
        {children}
      </div>
    </main>
  )
}
