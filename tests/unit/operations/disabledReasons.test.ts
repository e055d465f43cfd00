// Disabled reasons of each operation from the pair's state (editing seed §4).
import {describe, expect, it} from 'vitest'
import {disabledReason, type OperationName} from '../../../core/operations/index.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'

const doc = (id: string): SanityDocument => ({_id: id, _type: 'post', _rev: 'r', _createdAt: '', _updatedAt: ''})
const D = doc('drafts.a')
const P = doc('a')

const cases: [OperationName, {draft: boolean; published: boolean; liveEdit: boolean}, string | false][] = [
  ['publish', {draft: true, published: true, liveEdit: true}, 'LIVE_EDIT_ENABLED'],
  ['publish', {draft: false, published: true, liveEdit: false}, 'ALREADY_PUBLISHED'],
  ['publish', {draft: false, published: false, liveEdit: false}, 'NO_CHANGES'],
  ['publish', {draft: true, published: false, liveEdit: false}, false],
  ['publish', {draft: true, published: true, liveEdit: false}, false],
  ['unpublish', {draft: false, published: true, liveEdit: true}, 'LIVE_EDIT_ENABLED'],
  ['unpublish', {draft: true, published: false, liveEdit: false}, 'NOT_PUBLISHED'],
  ['unpublish', {draft: false, published: true, liveEdit: false}, false],
  ['discardChanges', {draft: false, published: true, liveEdit: false}, 'NO_CHANGES'],
  ['discardChanges', {draft: true, published: false, liveEdit: false}, 'NOT_PUBLISHED'],
  ['discardChanges', {draft: true, published: true, liveEdit: false}, false],
  ['delete', {draft: false, published: false, liveEdit: false}, 'NOTHING_TO_DELETE'],
  ['delete', {draft: true, published: false, liveEdit: false}, false],
  ['delete', {draft: false, published: true, liveEdit: true}, false],
  ['duplicate', {draft: false, published: false, liveEdit: false}, 'NOTHING_TO_DUPLICATE'],
  ['duplicate', {draft: false, published: true, liveEdit: false}, false],
]

describe('disabled reasons', () => {
  it.each(cases)('%s with %j → %s', (operation, state, expected) => {
    const pair = {draft: state.draft ? D : null, published: state.published ? P : null, liveEdit: state.liveEdit}
    expect(disabledReason(operation, pair)).toBe(expected)
  })
})
