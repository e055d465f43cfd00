// The initial value of a new document from its template, through the initial-value machine, with
// its notices as toasts: 'Resolving initial value…' when it is slow, 'Initial value resolved'
// after that, and 'Could not resolve initial value' when it fails (ERR-ED-001).
import {useActorRef, useSelector} from '@xstate/react'
import {useEffect, useMemo} from 'react'
import {useTranslation} from 'react-i18next'
import {fromPromise} from 'xstate'
import {unresolvedInitialValueDescription} from '../../../core/schema/templateInitialValue.ts'
import type {DocumentDefinition} from '../../../core/schema/index.ts'
import {initialValueMachine, type InitialValue} from '../../../machines/initialValue.ts'
import {showErrorToast, showToast, toastQueue} from '../../app/toasts.ts'
import {contentOfInitialValue} from '../../form/initialValue.ts'
import {useStructure} from '../structureContext.ts'
import {initialValueContext, resolveTemplateValue, templateFor} from '../templates.ts'

const RESOLVED_TOAST_MS = 3000

export function useTemplateInitialValue(type: DocumentDefinition, templateId: string | undefined): InitialValue {
  const {t} = useTranslation('structure')
  const {templates, projectId, dataset, user} = useStructure()
  const machine = useMemo(
    () =>
      initialValueMachine.provide({
        actors: {
          resolve: fromPromise<InitialValue, void>(async () => {
            const template = templateFor(templates, type.name, templateId)
            return contentOfInitialValue(await resolveTemplateValue(template, undefined, initialValueContext(projectId, dataset, user)))
          }),
        },
      }),
    [templates, projectId, dataset, user, type.name, templateId],
  )
  const actor = useActorRef(machine, {input: {}})
  const notice = useSelector(actor, (s) => s.context.notice)
  const value = useSelector(actor, (s) => s.context.value)
  const error = useSelector(actor, (s) => s.context.error)

  useEffect(() => {
    if (notice === 'resolving') {
      const key = showToast({status: 'info', title: t('initial-value.resolving')})
      return () => toastQueue.close(key)
    }
    if (notice === 'resolved') showToast({status: 'success', title: t('initial-value.resolved')}, RESOLVED_TOAST_MS)
    if (notice === 'failed') {
      console.error(`The initial value of type "${type.name}" failed:`, error)
      showErrorToast(t('initial-value.failed'), unresolvedInitialValueDescription(type.name, error ?? ''))
    }
    return undefined
  }, [notice, error, t, type.name])

  return value
}
