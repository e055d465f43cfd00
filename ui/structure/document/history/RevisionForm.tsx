// The form at a revision, read-only: a pair machine of its own whose only content is the pair as
// it was then — no listener events after the welcome, nothing ever committed — so every input
// renders that version exactly as it renders the live one.
import {useActorRef, useSelector} from '@xstate/react'
import {useMemo} from 'react'
import {Observable} from 'rxjs'
import {fromEventObservable, fromPromise} from 'xstate'
import type {CommitTransaction, PairDocuments} from '../../../../core/editing/index.ts'
import {documentPairMachine, type PairIds, type PairListenerEvent} from '../../../../machines/documentPair.ts'
import {DocumentForm} from '../../../form/DocumentForm.tsx'
import type {FormEnvironment} from '../../../form/formContext.ts'

function frozenPairActors(pair: PairDocuments) {
  return {
    // Open for good after its welcome: a listener that completed would read as a lost connection.
    listen: fromEventObservable<PairListenerEvent, PairIds>(() => new Observable<PairListenerEvent>((subscriber) => subscriber.next({type: 'listen.welcome'}))),
    fetchDocuments: fromPromise<PairDocuments, PairIds>(async () => pair),
    commit: fromPromise<unknown, CommitTransaction>(async () => {
      throw new Error('A past version cannot be edited')
    }),
  }
}

export interface RevisionFormProps {
  pair: PairDocuments
  publishedId: string
  typeName: string
  typeTitle: string
  label: string
  environment: FormEnvironment
}

export function RevisionForm({pair, publishedId, typeName, typeTitle, label, environment}: RevisionFormProps) {
  const machine = useMemo(() => documentPairMachine.provide({actors: frozenPairActors(pair)}), [pair])
  const frozen = useActorRef(machine, {input: {publishedId, type: typeName}})
  const ready = useSelector(frozen, (s) => s.matches({edit: 'ready'}))
  const readOnlyEnvironment = useMemo<FormEnvironment>(
    () => ({...environment, pair: frozen, readOnly: true, initialValue: null, edit: () => {}, validation: undefined}),
    [environment, frozen],
  )
  if (!ready) return null
  return <DocumentForm typeName={typeName} typeTitle={typeTitle} environment={readOnlyEnvironment} label={label} />
}
