// The URL asset source (ED-UP-053): the editor gives an address, the browser fetches it, and the
// bytes go to the field as a file, uploaded like one from the editor's computer. The dialog stays
// open on a failure and says why (the server's status, a refused or blocked request, a type the
// field does not take), so the address can be corrected.
import {useEffect, useId, useRef, useState} from 'react'
import {FieldError, Form, Input, Label, Text, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {fetchAsFile, FetchAsFileError} from '../../../adapters/files/fetchAsFile.ts'
import {canUpload} from '../../../core/assets/accept.ts'
import {isHttpUrl} from '../../../core/assets/assetSources.ts'
import {Button} from '../../components/Button.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import type {AssetSourceComponentProps} from './assetSourceTypes.ts'
import fieldStyles from '../Field.module.css'
import styles from './Assets.module.css'

type Attempt = {status: 'editing'} | {status: 'fetching'} | {status: 'failed'; message: string}

export function UrlAssetSourceDialog({assetType, accept, onSelect, onClose}: AssetSourceComponentProps) {
  const {t} = useTranslation('form')
  const formId = useId()
  const [url, setUrl] = useState('')
  const [attempt, setAttempt] = useState<Attempt>({status: 'editing'})
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const fetchIt = async () => {
    const address = url.trim()
    if (!isHttpUrl(address)) return setAttempt({status: 'failed', message: t('asset.url.invalid')})
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setAttempt({status: 'fetching'})
    try {
      const file = await fetchAsFile(address, {fallbackName: assetType, signal: controller.signal})
      if (!canUpload(assetType, file, accept))
        return setAttempt({status: 'failed', message: t('asset.url.refused', {type: file.type || t('asset.file.unknown-type')})})
      onSelect([{kind: 'file', value: file, assetDocumentProps: {source: {name: 'url', url: address}}}])
    } catch (error) {
      if (controller.signal.aborted) return
      const message =
        error instanceof FetchAsFileError && error.status !== null ? t('asset.url.failed-status', {status: error.message}) : t('asset.url.failed-network')
      setAttempt({status: 'failed', message})
    }
  }

  const fetching = attempt.status === 'fetching'
  return (
    <ModalDialog
      title={t(assetType === 'image' ? 'asset.url.title.image' : 'asset.url.title.file')}
      dismissable
      onClose={onClose}
      actions={
        <>
          <Button onPress={onClose}>{t('asset.url.cancel')}</Button>
          <Button tone="primary" type="submit" form={formId} isDisabled={fetching}>
            {fetching ? t('asset.url.fetching') : t('asset.url.submit')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        className={styles.urlForm}
        onSubmit={(event) => {
          event.preventDefault()
          void fetchIt()
        }}
      >
        <TextField
          className={fieldStyles.field}
          value={url}
          onChange={(next) => {
            setUrl(next)
            if (attempt.status === 'failed') setAttempt({status: 'editing'})
          }}
          isInvalid={attempt.status === 'failed'}
          isDisabled={fetching}
          autoFocus
        >
          <Label className={fieldStyles.label}>{t('asset.url.label')}</Label>
          {/* Not type="url": the browser's own check would stop the form before ours could say why. */}
          <Input className={fieldStyles.input} placeholder="https://" inputMode="url" spellCheck={false} />
          <Text slot="description" className={fieldStyles.description}>
            {t('asset.url.hint')}
          </Text>
          {/* The field's error: named by the address field for screen readers, and announced as it appears. */}
          <FieldError className={styles.notice}>
            <span role="alert">{attempt.status === 'failed' ? attempt.message : null}</span>
          </FieldError>
        </TextField>
      </Form>
    </ModalDialog>
  )
}
