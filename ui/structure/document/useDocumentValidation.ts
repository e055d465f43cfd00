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
import {createValidationCache} from '../../../core/validation/validationCache.ts'
import type {DocumentPairActor} from '../../../machines/documentOperationsActors.ts'
import {validationMachine, type ValidateActorInput} from '../../../machines/validation.ts'
import {shownDocument} from '../../form/shownDocument.ts'
import {yieldToHost} from '../../../adapters/yieldToHost.ts'
import {createPreviewBatches} from '../../../core/references/previewBatches.ts'
import {publishedIdOf} from '../../../core/documents/ids.ts'

/** How long the reference checks of one validation run are gathered into one request. */
const REFERENCE_CHECK_BATCH_MS = 10

/**
 * Whether each referenced document is published, for the strong-reference rule: the references of
 * a validation run go out together (the doc endpoint without content, like the reference input's
 * availability check) instead of a query each. One that exists but may not be read counts as
 * there: the reference field already says it cannot be read, and it is no error of this document.
 */
function referenceChecks(lake: ContentLake): (id: string) => Promise<boolean> {
  const batches = createPreviewBatches<boolean>({
    fetch: async (ids) => {
      const {omitted} = await lake.getDocuments(ids, {excludeContent: true, tag: 'validation.reference'})
      const reasons = new Map((omitted ?? []).map((entry) => [entry.id, entry.reason]))
      return new Map(ids.map((id) => [id, !reasons.has(id) || reasons.get(id) === 'permission']))
    },
    schedule: (run, ms) => void setTimeout(run, ms),
    windowMs: REFERENCE_CHECK_BATCH_MS,
  })
  return async (id) => (await batches.load([id])).get(publishedIdOf(id)) ?? false
}

export type ValidationActor = ActorRefFrom<typeof validationMachine>

export function useDocumentValidation(pair: DocumentPairActor, lake: ContentLake, types: TypesByName, locale: string): ValidationActor {
  const machine = useMemo(() => {
    const isPublished = referenceChecks(lake)
    // Runs of this document share what they found: a keystroke re-checks the part it changed.
    const cache = createValidationCache<ValidationMarker>()
    return validationMachine.provide({
      actors: {
        validate: fromPromise<ValidationMarker[], ValidateActorInput>(({input}) =>
          validateDocument(input.document, types, {
            locale,
            isPublished,
            query: (query, params) => lake.query(query, params, {tag: 'validation.slug'}),
            onWarning: (message) => console.warn(message),
            // A long document is validated in slices, so typing never waits for a whole run.
            yieldToHost,
            cache,
          }),
        ),
      },
    })
  }, [lake, types, locale])
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
