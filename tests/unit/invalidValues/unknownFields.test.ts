// ED-FORM-006: fields the type does not declare, one problem each, removed one at a time.
import {describe, expect, it} from 'vitest'
import {findInvalidValues, valueProblems} from '../../../core/invalidValues/index.ts'
import {applyFix, fieldType, page} from './schema.ts'

describe('UNKNOWN_FIELD', () => {
  it('names the field and the type, leaves system keys alone, removes only that field', () => {
    const doc = {_id: 'drafts.p', _type: 'page', _rev: 'r', title: 'T', legacy: {a: 1}, old: 'x'}
    const problems = valueProblems(doc, page, [])
    expect(problems.map((problem) => problem.path)).toEqual([['legacy'], ['old']])
    expect(problems[0]).toMatchObject({code: 'UNKNOWN_FIELD', params: {field: 'legacy', type: 'page'}, value: {a: 1}})
    expect(problems[0]!.message).toBe('Field legacy does not exist on type page')
    const after = applyFix(doc, problems[0]!.fixes[0]!)
    expect(after).not.toHaveProperty('legacy')
    expect(after).toMatchObject({title: 'T', old: 'x'})
  })

  it('in a nested object, named by its type', () => {
    const [problem] = valueProblems({_type: 'seo', title: 't', extra: 1}, fieldType('seo'), ['seo'])
    expect(problem).toMatchObject({path: ['seo', 'extra'], message: 'Field extra does not exist on type seo'})
  })

  it('found at every depth, inside accepted array items too', () => {
    const doc = {_type: 'page', seo: {_type: 'seo', stray: 1}, cards: [{_type: 'card', _key: 'a', stray: 2}], count: 'x'}
    const found = findInvalidValues(doc, page)
    expect(found.map((problem) => [problem.code, problem.path])).toEqual([
      ['INCOMPATIBLE_TYPE', ['count']],
      ['UNKNOWN_FIELD', ['seo', 'stray']],
      ['UNKNOWN_FIELD', ['cards', {_key: 'a'}, 'stray']],
    ])
  })
})
