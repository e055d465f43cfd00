// hidden/readOnly evaluation (ED-FORM-050 … ED-FORM-052, ERR-ED-023).
import {describe, expect, it, vi} from 'vitest'
import {createConditionalEvaluator, describeConditionalIssue, type ConditionalIssue} from '../../../core/schema/index.ts'
import type {ConditionalContext} from '../../../core/schema/definitions.ts'

const context: ConditionalContext = {document: {_id: 'a', flag: true}, parent: undefined, value: 'x', currentUser: null}
const where = {property: 'hidden' as const, path: ['post', 'title']}

function setup() {
  const issues: ConditionalIssue[] = []
  return {issues, evaluate: createConditionalEvaluator((issue) => issues.push(issue))}
}

describe('conditional properties', () => {
  it('a boolean is its own value; none is false', () => {
    const {evaluate, issues} = setup()
    expect([evaluate(true, context, where), evaluate(false, context, where), evaluate(undefined, context, where)]).toEqual([true, false, false])
    expect(issues).toEqual([])
  })

  it('a callback gets the context and decides', () => {
    const {evaluate} = setup()
    const callback = vi.fn(({document}: ConditionalContext) => document?.flag === true)
    expect(evaluate(callback, context, where)).toBe(true)
    expect(callback).toHaveBeenCalledWith(context)
  })

  it('a callback that throws counts as false and is reported each time', () => {
    const {evaluate, issues} = setup()
    const boom = new Error('boom')
    const callback = () => {
      throw boom
    }
    expect(evaluate(callback, context, where)).toBe(false)
    expect(evaluate(callback, context, where)).toBe(false)
    expect(issues).toEqual([{kind: 'threw', property: 'hidden', path: ['post', 'title'], error: boom}, expect.objectContaining({kind: 'threw'})])
    expect(describeConditionalIssue(issues[0])).toBe('The `hidden` callback at "post.title" threw an error and counts as false: boom')
  })

  it('a callback returning a promise counts as false and is reported once', async () => {
    const {evaluate, issues} = setup()
    const callback = (() => Promise.reject(new Error('late'))) as unknown as () => boolean
    expect(evaluate(callback, context, {property: 'readOnly', path: []})).toBe(false)
    expect(evaluate(callback, context, {property: 'readOnly', path: []})).toBe(false)
    expect(issues).toEqual([{kind: 'returned-promise', property: 'readOnly', path: []}])
    expect(describeConditionalIssue(issues[0])).toBe(
      'The `readOnly` callback returned a promise; only synchronous callbacks are supported, so it counts as false',
    )
    await Promise.resolve() // the rejection is swallowed, not left unhandled
  })

  it('a callback returning undefined counts as false with a warning; other non-booleans count as false', () => {
    const {evaluate, issues} = setup()
    expect(evaluate((() => undefined) as unknown as () => boolean, context, where)).toBe(false)
    expect(issues).toEqual([{kind: 'returned-undefined', property: 'hidden', path: ['post', 'title']}])
    expect(evaluate((() => 'yes') as unknown as () => boolean, context, where)).toBe(false)
    expect(issues).toHaveLength(1)
  })
})
