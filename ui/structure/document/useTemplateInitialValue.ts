// The initial value of a new document from its template, through the initial-value machine, with
// its notices as toasts: 'Resolving initial value…' when it is slow, 'Initial value resolved'
// after that, and 'Could not resolve initial value' when it fails (ERR-ED-001).
import {useActorRef, useSelector} from '@xstate/react'
import {useEffect, useMemo} from 'react'
import {useTranslation} from 'react-i18next'
import {fromPromise} from 'xstate'
import {resolveTemplateInitialValue, templateNotFound, type InitialValueTemplate} from '../../../core/schema/templateInitialValue.ts'
import {compiledSchemaOf} from '../../form/compiledSchema.ts'
import type {DocumentDefinition} from '../../../core/schema/index.ts'
import {initialValueMachine, type InitialValue} from '../../../machines/initialValue.ts'
import {announceInitialValueNotice} from '../../form/initialValueNotices.ts'
import {contentOfInitialValue} from '../../form/initialValue.ts'
import {useStructure} from '../structureContext.ts'
import {initialValueContext, templateFor} from '../templates.ts'

export function useTemplateInitialValue(type: DocumentDefinition, templateId: string | undefined): InitialValue {
  const {t} = useTranslation('structure')
  const {templates, projectId, dataset, user, types} = useStructure()
  const machine = useMemo(
    () =>
      initialValueMachine.provide({
        actors: {
          resolve: fromPromise<InitialValue, void>(async () => {
            // A type without templates (a singleton's) still starts from its own initial values.
            const template = templateFor(templates, type.name, templateId) ?? (templateId ? null : {id: type.name, schemaType: type.name, value: type.initialValue})
            // An unknown template is said (ERR-SH-035); the document still opens, empty.
            if (!template) throw templateNotFound(templateId!)
            // The template's value with the schema's field and nested initial values under it (ED-INIT).
            const value = await resolveTemplateInitialValue(template as InitialValueTemplate, compiledSchemaOf(types), undefined, initialValueContext(projectId, dataset, user))
            return contentOfInitialValue(value)
          }),
        },
      }),
    [templates, projectId, dataset, user, types, type, templateId],
  )
  const actor = useActorRef(machine, {input: {}})
  const notice = useSelector(actor, (s) => s.context.notice)
  const value = useSelector(actor, (s) => s.context.value)
  const error = useSelector(actor, (s) => s.context.error)

  useEffect(() => announceInitialValueNotice(notice, error, type.name, t), [notice, error, t, type.name])

  return value
}
