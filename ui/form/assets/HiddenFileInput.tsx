// The file chooser behind an input's Upload button and menu item: one hidden `<input type=file>`
// per field, opened by those controls (which are the ones a keyboard reaches).
import {forwardRef} from 'react'
import styles from './Assets.module.css'

export const HiddenFileInput = forwardRef<HTMLInputElement, {accept: string; onFile: (file: File) => void}>(function HiddenFileInput({accept, onFile}, ref) {
  return (
    <input
      ref={ref}
      type="file"
      className={styles.hiddenInput}
      accept={accept || undefined}
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        const file = event.currentTarget.files?.[0]
        // Cleared, so choosing the same file again is a change too.
        event.currentTarget.value = ''
        if (file) onFile(file)
      }}
    />
  )
})
