// The lake's transaction rules as the editing core applies them (shared with the in-memory lake).
import {describe, expect, it} from 'vitest'
import {MutationFailure, runTransaction} from '../../../core/editing/index.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'

const stored: SanityDocument = {_id: 'a', _type: 't', _rev: 'r0', _createdAt: 'c0', _updatedAt: 'u0', title: 'A'}
const get = (id: string) => (id === 'a' ? stored : null)
const options = {transactionId: 'tx1', timestamp: 'T1'}

describe('runTransaction', () => {
  it('gives every touched document the transaction id as _rev and the time as _updatedAt', () => {
    const {changes} = runTransaction(get, [{patch: {id: 'a', set: {title: 'B'}}}, {create: {_id: 'b', _type: 't'}}], options)
    expect(changes).toEqual([
      {id: 'a', before: stored, after: {...stored, title: 'B', _rev: 'tx1', _updatedAt: 'T1'}},
      {id: 'b', before: null, after: {_id: 'b', _type: 't', _createdAt: 'T1', _rev: 'tx1', _updatedAt: 'T1'}},
    ])
  })

  it('createIfNotExists leaves an existing document alone', () => {
    const {changes, results} = runTransaction(get, [{createIfNotExists: {_id: 'a', _type: 't', title: 'X'}}], options)
    expect(changes).toEqual([])
    expect(results).toEqual([{id: 'a', operation: 'none'}])
  })

  it('refuses a patch guarded by an old revision with 409', () => {
    expect(() => runTransaction(get, [{patch: {id: 'a', ifRevisionID: 'old', set: {title: 'B'}}}], options)).toThrow(
      expect.objectContaining({status: 409, type: 'conflict'}),
    )
  })

  it('refuses a patch of a missing document and a create of an existing one', () => {
    expect(() => runTransaction(get, [{patch: {id: 'nope', set: {x: 1}}}], options)).toThrow(MutationFailure)
    expect(() => runTransaction(get, [{create: {_id: 'a', _type: 't'}}], options)).toThrow(
      expect.objectContaining({type: 'documentAlreadyExistsError'}),
    )
  })

  it('in lenient mode skips a failing mutation and keeps the rest', () => {
    const {changes} = runTransaction(get, [{patch: {id: 'nope', set: {x: 1}}}, {patch: {id: 'a', set: {title: 'C'}}}], {
      ...options,
      lenient: true,
    })
    expect(changes.map((c) => c.after?.title)).toEqual(['C'])
  })

  it('deletes, and a delete of a missing document changes nothing', () => {
    const {changes, results} = runTransaction(get, [{delete: {id: 'a'}}, {delete: {id: 'zzz'}}], options)
    expect(changes).toEqual([{id: 'a', before: stored, after: null}])
    expect(results.map((r) => r.operation)).toEqual(['delete', 'none'])
  })
})
