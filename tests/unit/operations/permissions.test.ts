// Permission checks from grants: parts on draft and published, denial texts (shell seed §6).
import {describe, expect, it} from 'vitest'
import {checkPairPermission, documentGrant, filterMatches, grantsNeedGroq, prepareGrantFilters, type PairPermissionInput} from '../../../core/operations/index.ts'
import {ROLES} from '../../../core/permissions/roles.ts'
import type {Grant, SanityDocument} from '../../../core/lake/types.ts'

const doc = (id: string, fields: Record<string, unknown> = {}): SanityDocument => ({
  _id: id,
  _type: 'post',
  _rev: 'r',
  _createdAt: '',
  _updatedAt: '',
  ...fields,
})

function input(grants: Grant[], pair: {draft?: boolean; published?: boolean; liveEdit?: boolean; type?: string} = {}): PairPermissionInput {
  return {
    grants,
    publishedId: 'a',
    draftId: 'drafts.a',
    type: pair.type ?? 'post',
    liveEdit: pair.liveEdit ?? false,
    draft: pair.draft === false ? null : doc('drafts.a'),
    published: pair.published === false ? null : doc('a'),
  }
}

describe('grant filters', () => {
  it('evaluate GROQ filters against the document, with fast paths for the built-in ones', async () => {
    expect(filterMatches('_id in path("**")', doc('x'))).toBe(true)
    expect(filterMatches('_id in path("drafts.**")', doc('x'))).toBe(false)
    // The roles' path filters never load the GROQ engine; any other filter grants nothing until it is in.
    expect(grantsNeedGroq([...ROLES.editor.grants, ...ROLES.viewer.grants])).toBe(false)
    // The contributor's grants leave products out: a type filter, which needs the engine.
    expect(grantsNeedGroq(ROLES.contributor.grants)).toBe(true)
    const custom = [{filter: '_type == "post" && locked != true', permissions: ['update' as const]}]
    expect(grantsNeedGroq(custom)).toBe(true)
    expect(filterMatches('_type == "post" && locked != true', doc('x'))).toBe(false)
    await prepareGrantFilters(custom)
    expect(filterMatches('_type == "post" && locked != true', doc('x'))).toBe(true)
    expect(filterMatches('_type == "post" && locked != true', doc('x', {locked: true}))).toBe(false)
    expect(filterMatches('this is not groq', doc('x'))).toBe(false)
  })

  it('a null document is granted; no grants at all reads "No document grants"', () => {
    expect(documentGrant([], 'update', null).granted).toBe(true)
    expect(documentGrant([], 'update', doc('x'))).toEqual({granted: false, reason: 'No document grants'})
    expect(documentGrant(ROLES.viewer.grants, 'update', doc('x'))).toEqual({granted: false, reason: 'No matching grants found'})
  })
})

describe('pair permission checks', () => {
  it('an editor may do everything', () => {
    for (const check of ['delete', 'discardDraft', 'publish', 'unpublish', 'update', 'duplicate', 'create']) {
      expect(checkPairPermission(check, input(ROLES.editor.grants)).granted).toBe(true)
    }
  })

  it('a viewer may not publish, and the denial says why for each document', () => {
    const result = checkPairPermission('publish', input(ROLES.viewer.grants))
    expect(result.granted).toBe(false)
    expect(result.reason).toBe(
      'Unable to publish:\n\tnot allowed to replace the published document: No matching grants found\n\tnot allowed to delete the draft: No matching grants found',
    )
  })

  it('a contributor may edit and discard drafts but not publish, unpublish or delete, and may not touch products', async () => {
    const grants = ROLES.contributor.grants
    await prepareGrantFilters(grants)
    expect(documentGrant(grants, 'update', doc('drafts.p', {_type: 'product'})).granted).toBe(false)
    expect(documentGrant(grants, 'read', doc('p', {_type: 'product'})).granted).toBe(false)
    expect(documentGrant(grants, 'read', doc('p')).granted).toBe(true)
    expect(checkPairPermission('update', input(grants)).granted).toBe(true)
    expect(checkPairPermission('update', input(grants, {draft: false})).granted).toBe(true)
    expect(checkPairPermission('discardDraft', input(grants)).granted).toBe(true)
    expect(checkPairPermission('duplicate', input(grants)).granted).toBe(true)
    const publish = checkPairPermission('publish', input(grants))
    expect(publish.granted).toBe(false)
    expect(publish.reasons).toEqual(['not allowed to replace the published document: No matching grants found'])
    expect(checkPairPermission('unpublish', input(grants)).granted).toBe(false)
    expect(checkPairPermission('delete', input(grants)).granted).toBe(false)
    // Nothing published: deleting touches only the draft, which a contributor may.
    expect(checkPairPermission('delete', input(grants, {published: false})).granted).toBe(true)
  })

  it('live-edit types are checked once, against the published document', () => {
    const grants = ROLES.contributor.grants
    const result = checkPairPermission('update', input(grants, {liveEdit: true, draft: false}))
    expect(result.reasons).toEqual(['not allowed to edit the document: No matching grants found'])
  })

  it('the type "*" is never granted', () => {
    const result = checkPairPermission('create', input(ROLES.administrator.grants, {type: '*'}))
    expect(result.granted).toBe(false)
    expect(result.reason).toMatch(/^Unable to create:/)
  })

  it('without grants the reason is "No document grants"', () => {
    expect(checkPairPermission('delete', input([])).reason).toBe('Unable to delete:\n\tNo document grants')
  })

  it('grant filters see the document content', async () => {
    const grants: Grant[] = [{filter: 'locked != true', permissions: ['read', 'create', 'update']}]
    await prepareGrantFilters(grants)
    const locked = {...input(grants), draft: doc('drafts.a', {locked: true})}
    expect(checkPairPermission('update', locked).granted).toBe(false)
    expect(checkPairPermission('update', input(grants)).granted).toBe(true)
  })

  it('an unknown check is a programmer error', () => {
    expect(() => checkPairPermission('fly', input([]))).toThrow('Could not match permission: fly')
  })
})
