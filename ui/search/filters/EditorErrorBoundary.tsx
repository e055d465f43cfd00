// A value editor that throws while rendering leaves a tiny blank placeholder behind and the rest
// of search keeps working (SH-SEARCH-028, ERR-SH-020). Keyed by the caller on the operator's input
// component, so choosing another operator tries again.
import {Component, type ReactNode} from 'react'
import styles from './FilterEditor.module.css'

export class EditorErrorBoundary extends Component<{children: ReactNode}, {failed: boolean}> {
  state = {failed: false}

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true}
  }

  componentDidCatch(error: unknown): void {
    console.error('Search filter editor failed', error)
  }

  render(): ReactNode {
    return this.state.failed ? <span className={styles.broken} data-testid="filter-editor-error" /> : this.props.children
  }
}
