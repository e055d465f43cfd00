// Validation of the open document (editing seed §5): the validation machine, fed every new value
// the form shows, validating with core's rules and asking the lake about other documents
// (published references, slug uniqueness).
import {useActorRef} from '@xstate/react'
import {useEffect, useMemo} from 'react'
import {fromPromise, type ActorRefFrom} from 'xstate'
import type {ContentLake} from '../../../core/ports.ts'
import type {TypesByName} from '../../../core/schema/index.ts'
import {validateDocument} from '../../../core/validation/validateDocument.ts'
import type {ValidationMarker} from '../../../core/validation/types.ts'
import type {DocumentPairActor} from '../../../machines/documentOperationsActors.ts'
import {validationMachine, type ValidateActorInput} from '../../../machines/validation.ts'
import {shownDocument} from '../../form/shownDocument.ts'
import {yieldToHost} from '../../../adapters/yieldToHost.ts'

export type ValidationActor = ActorRefFrom<typeof validationMachine>

export function useDocumentValidation(pair: DocumentPairActor, lake: ContentLake, types: TypesByName, locale: string): ValidationActor {
  const machine = useMemo(
    () =>
      validationMachine.provide({
        actors: {
          validate: fromPromise<ValidationMarker[], ValidateActorInput>(({input}) =>
            validateDocument(input.document, types, {
              locale,
              isPublished: (id) => lake.query<boolean>('defined(*[_id == $id][0]._id)', {id}, {tag: 'validation.reference'}),
              query: (query, params) => lake.query(query, params, {tag: 'validation.slug'}),
              onWarning: (message) => console.warn(message),
              // A long document is validated in slices, so typing never waits for a whole run.
              yieldToHost,
            }),
          ),
        },
      }),
    [lake, types, locale],
  )
  const validation = useActorRef(machine, {input: {}})

  // Every value the editor sees is validated (the machine throttles); none while nothing exists.
  useEffect(() => {
    let last: unknown = null
    const subscription = pair.subscribe((snapshot) => {
      const document = shownDocument(snapshot)
      if (!document || document === last) return
      last = document
      validation.send({type: 'document.changed', document})
    })
    return () => subscription.unsubscribe()
  }, [pair, validation])

  return validation
}
