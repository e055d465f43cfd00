// Catches a render error below it and shows the error page; Retry renders the subtree again, or
// loads the page again when what failed was code that did not arrive (codeLoadErrors.ts).
import {Component, type ReactNode} from 'react'
import {isCodeLoadError, reloadForCode} from './codeLoadErrors.ts'
import {ErrorPage} from './ErrorPage.tsx'

interface Props {
  children: ReactNode
  /** Rendered instead of the generic page, e.g. a tool's crash message. */
  fallback?: (error: unknown, retry: () => void) => ReactNode
  onRetry?: () => void
}

interface State {
  error: unknown
  failed: boolean
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = {error: null, failed: false}

  static getDerivedStateFromError(error: unknown): State {
    return {error, failed: true}
  }

  retry = () => {
    // The browser keeps a failed import's failure: rendering again would fail again.
    if (isCodeLoadError(this.state.error)) return reloadForCode()
    this.props.onRetry?.()
    this.setState({error: null, failed: false})
  }

  render() {
    if (!this.state.failed) return this.props.children
    return this.props.fallback ? this.props.fallback(this.state.error, this.retry) : <ErrorPage error={this.state.error} onRetry={this.retry} />
  }
}
