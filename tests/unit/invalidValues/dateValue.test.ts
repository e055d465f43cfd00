// ED-FORM-009: a string in a date or date-time field that is no date gets the invalid-value
// notice (the input could show nothing of it), with reset; a real date of either kind does not.
import {describe, expect, it} from 'vitest'
import {findInvalidValues, valueProblems} from '../../../core/invalidValues/index.ts'
import {applyFix, fieldType, page} from './schema.ts'

const problemsOf = (name: string, value: unknown) => valueProblems(value, fieldType(name), [name])

describe('INVALID_DATE', () => {
  it('text in a date-time field is shown as an invalid value that reset removes', () => {
    const [problem, ...rest] = problemsOf('publishedAt', 'not a date')
    expect(rest).toEqual([])
    expect(problem).toMatchObject({code: 'INVALID_DATE', path: ['publishedAt'], params: {format: 'YYYY-MM-DDTHH:mm:ss.sssZ'}, value: 'not a date'})
    expect(problem!.message).toBe('Expected a date written as YYYY-MM-DDTHH:mm:ss.sssZ')
    expect(problem!.fixes.map((fix) => fix.kind)).toEqual(['reset'])
    expect(applyFix({title: 'T', publishedAt: 'not a date'}, problem!.fixes[0]!)).not.toHaveProperty('publishedAt')
  })

  it('a date field wants a day that exists, written YYYY-MM-DD', () => {
    for (const wrong of ['not a date', '', '2024-1-5', '2024-02-30', '2024-13-01', '2024-05-01T10:00:00.000Z', ' 2024-05-01']) {
      expect(problemsOf('day', wrong), wrong).toMatchObject([{code: 'INVALID_DATE', params: {format: 'YYYY-MM-DD'}}])
    }
    expect(problemsOf('day', '2024-02-29')).toEqual([])
  })

  it('a date-time field wants an instant with its offset; a bare day or a local time is not one', () => {
    for (const wrong of ['2024-05-01', '2024-05-01T10:00:00', '2024-05-01T25:00:00Z', 'yesterday']) {
      expect(problemsOf('publishedAt', wrong), wrong).toMatchObject([{code: 'INVALID_DATE'}])
    }
    for (const right of ['2024-05-01T09:30:00.000Z', '2024-05-01T09:30Z', '2024-05-01T09:30:15+02:00']) expect(problemsOf('publishedAt', right), right).toEqual([])
  })

  it('a value of the wrong JSON type stays INCOMPATIBLE_TYPE, and nothing stored is no problem', () => {
    expect(problemsOf('day', 12345)).toMatchObject([{code: 'INCOMPATIBLE_TYPE', params: {expected: 'String', actual: 'Number'}}])
    expect(problemsOf('publishedAt', undefined)).toEqual([])
    expect(problemsOf('publishedAt', null)).toEqual([])
  })

  it('is found in a whole document', () => {
    const found = findInvalidValues({_type: 'page', title: 'T', publishedAt: 'not a date'}, page)
    expect(found.map((problem) => [problem.code, problem.path])).toEqual([['INVALID_DATE', ['publishedAt']]])
  })
})
