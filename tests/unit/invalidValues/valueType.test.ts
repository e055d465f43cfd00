// ED-INPUT-050, ED-ARR-045: a value of the wrong JSON type, its lossless conversions and reset.
import {describe, expect, it} from 'vitest'
import {valueProblems} from '../../../core/invalidValues/index.ts'
import {applyFix, fieldType} from './schema.ts'

function fixesFor(name: string, value: unknown) {
  const [problem] = valueProblems(value, fieldType(name), [name])
  return problem
}

describe('INCOMPATIBLE_TYPE', () => {
  it('a number in a string field converts to its text or resets', () => {
    const problem = fixesFor('title', 42)!
    expect(problem).toMatchObject({code: 'INCOMPATIBLE_TYPE', path: ['title'], params: {expected: 'String', actual: 'Number'}, value: 42})
    expect(problem.message).toBe('Expected type String, got Number')
    expect(problem.fixes.map((fix) => fix.kind)).toEqual(['convert', 'reset'])
    expect(applyFix({title: 42}, problem.fixes[0]!).title).toBe('42')
    expect(applyFix({title: 42}, problem.fixes[1]!)).not.toHaveProperty('title')
  })

  it('a string converts to a number only when nothing is lost', () => {
    expect(fixesFor('count', '12.5')!.fixes[0]).toMatchObject({kind: 'convert', patches: [{type: 'set', value: 12.5}]})
    for (const lossy of ['012', ' 1', '1e3', 'abc', '']) expect(fixesFor('count', lossy)!.fixes.map((fix) => fix.kind)).toEqual(['reset'])
  })

  it('a string becomes a list of that one string; a one-string list becomes the string', () => {
    expect(fixesFor('tags', 'solo')!.fixes[0]).toMatchObject({kind: 'convert', patches: [{type: 'set', path: ['tags'], value: ['solo']}]})
    expect(fixesFor('title', ['solo'])!.fixes[0]).toMatchObject({kind: 'convert', patches: [{type: 'set', value: 'solo'}]})
    expect(fixesFor('numbers', 'solo')!.fixes.map((fix) => fix.kind)).toEqual(['reset'])
  })

  it('booleans and their words', () => {
    expect(fixesFor('flag', 'true')!.fixes[0]).toMatchObject({kind: 'convert', patches: [{value: true}]})
    expect(fixesFor('title', false)!.fixes[0]).toMatchObject({kind: 'convert', patches: [{value: 'false'}]})
  })

  it('an object where a string is expected can only be reset; null is no problem', () => {
    expect(fixesFor('title', {a: 1})!.fixes.map((fix) => fix.kind)).toEqual(['reset'])
    expect(fixesFor('seo', 'text')!.params).toEqual({expected: 'Object', actual: 'String'})
    expect(valueProblems(null, fieldType('title'), ['title'])).toEqual([])
  })
})
