// Loading indicator; the label is announced, the ring is decoration.
import styles from './Spinner.module.css'

export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />
}

/** Fills its container and says what is loading. */
export function Loading({label}: {label: string}) {
  return (
    <div className={styles.centre} role="status">
      <Spinner />
      <span>{label}</span>
    </div>
  )
}
