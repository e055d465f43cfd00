// A lazily loaded input whose code did not arrive fails alone: its field says so and offers a
// reload, and the rest of the form stays editable. Other errors go on to the tool's boundary.
import {Component, useId, type ReactNode} from 'react'
import {useTranslation} from 'react-i18next'
import {isCodeLoadError, reloadForCode} from '../app/codeLoadErrors.ts'
import {Button} from '../components/Button.tsx'
import {Notice} from '../components/Notice.tsx'
import {FieldHeader} from './FieldHeader.tsx'
import type {FieldInfo} from './inputs/inputProps.ts'
import styles from './Field.module.css'

function CodeMissing({info}: {info: FieldInfo}) {
  const {t} = useTranslation()
  const id = useId()
  return (
    <div className={styles.field}>
      <FieldHeader title={info.title} description={info.description} deprecated={info.deprecated} plain={{labelId: `${id}-label`, descriptionId: `${id}-description`}} />
      <Notice tone="critical" title={t('field-load-failed.title')} text={t('code-load-failed.description')}>
        <Button onPress={reloadForCode}>{t('code-load-failed.reload')}</Button>
      </Notice>
    </div>
  )
}

export class FieldCodeBoundary extends Component<{info: FieldInfo; children: ReactNode}, {error: unknown}> {
  state = {error: null as unknown}

  static getDerivedStateFromError(error: unknown) {
    return {error}
  }

  render() {
    const {error} = this.state
    if (error === null) return this.props.children
    if (!isCodeLoadError(error)) throw error
    return <CodeMissing info={this.props.info} />
  }
}
