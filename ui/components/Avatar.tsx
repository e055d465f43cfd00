// A person's picture, or their initials when there is none. Decorative: the name is said nearby.
// The initials are CSS-generated content so that a button labelled with the person's name does not
// also carry text ("EE") that its label lacks.
import {useState, type CSSProperties} from 'react'
import {initialsOf} from './initials.ts'
import styles from './Avatar.module.css'

/** `hue` (0–359) tints the initials' disc, so several people side by side can be told apart. */
export function Avatar({name, imageUrl, size = 'medium', hue}: {name: string; imageUrl?: string; size?: 'small' | 'medium' | 'large'; hue?: number}) {
  const [broken, setBroken] = useState(false)
  return (
    <span
      className={[styles.avatar, size === 'large' && styles.large, size === 'small' && styles.small, hue !== undefined && styles.tinted].filter(Boolean).join(' ')}
      style={hue !== undefined ? ({'--avatar-hue': hue} as CSSProperties) : undefined}
      aria-hidden="true"
      data-initials={imageUrl && !broken ? undefined : initialsOf(name)}
    >
      {imageUrl && !broken && <img src={imageUrl} alt="" onError={() => setBroken(true)} />}
    </span>
  )
}
