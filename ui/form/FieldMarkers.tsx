// The place in a field's header where its validation markers and presence avatars go. A field's
// path comes from the form around the input, so inputs need not pass it on; for now the slot is
// empty (validation and presence fill it later).
import {createContext, useContext} from 'react'
import type {Path} from '../../core/editing/paths.ts'
import styles from './Field.module.css'

export const FieldPathContext = createContext<Path | null>(null)

export function FieldMarkers() {
  const path = useContext(FieldPathContext)
  return <span className={styles.markers} data-slot="markers" data-path={path ? JSON.stringify(path) : undefined} />
}
