// Rules with a domain, checked over it: what each rule accepts must be exactly the values its
// definition describes, for any string, number, URL, array or key the generators make.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  characterCount, concurrencyLimit, decimalPlaces, duplicateIndexes, MESSAGES, parseUri, Rule, ruleFailures, uriFailures,
} from '../../core/validation/index.ts'
import type {RuleEnv} from '../../core/validation/applyRule.ts'

const env: RuleEnv = {document: undefined, parent: undefined, path: ['field'], type: {}, locale: 'en-US', context: {}}
const messages = async (rule: Rule, value: unknown) => (await ruleFailures(rule, value, env)).map((failure) => failure.message)
const string = () => new Rule('String', 'string')
const number = () => new Rule('Number', 'number')
const array = () => new Rule('Array', 'array')

describe('string lengths', () => {
  it('min, max and length agree with the number of characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({unit: 'grapheme'}), fc.nat(12), async (value, limit) => {
        const count = characterCount(value)
        expect(count).toBe(Array.from(value).length)
        expect(await messages(string().min(limit), value)).toEqual(count >= limit ? [] : [MESSAGES.stringMin(limit)])
        expect(await messages(string().max(limit), value)).toEqual(count <= limit ? [] : [MESSAGES.stringMax(limit)])
        expect(await messages(string().length(limit), value)).toEqual(count === limit ? [] : [MESSAGES.stringLength(limit)])
      }),
    )
  })
})

describe('number bounds and precision', () => {
  const finite = fc.double({noNaN: true, noDefaultInfinity: true})
  it('min/max are inclusive, greaterThan/lessThan strict', async () => {
    await fc.assert(
      fc.asyncProperty(finite, finite, async (value, limit) => {
        expect((await messages(number().min(limit), value)).length === 0).toBe(value >= limit)
        expect((await messages(number().max(limit), value)).length === 0).toBe(value <= limit)
        expect((await messages(number().greaterThan(limit), value)).length === 0).toBe(value > limit)
        expect((await messages(number().lessThan(limit), value)).length === 0).toBe(value < limit)
      }),
    )
  })

  it('a number rounded to k decimals passes precision(k); one more decimal fails it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({min: -1e9, max: 1e9}), fc.integer({min: 0, max: 6}), async (scaled, k) => {
        const value = scaled / 10 ** k
        expect(decimalPlaces(value)).toBeLessThanOrEqual(k)
        expect(await messages(number().precision(k), value)).toEqual([])
        const finer = Number((value + 10 ** -(k + 1) * (scaled >= 0 ? 1 : -1)).toFixed(k + 1))
        if (decimalPlaces(finer) === k + 1) expect(await messages(number().precision(k), finer)).toEqual([MESSAGES.precision(k)])
      }),
    )
  })

  it('integer accepts exactly the integers', async () => {
    await fc.assert(fc.asyncProperty(finite, async (value) => {
      expect((await messages(number().integer(), value)).length === 0).toBe(Number.isInteger(value))
    }))
  })
})

describe('URIs', () => {
  const host = fc.domain()
  const path = fc.webPath()
  it('any http(s) URL of a domain is valid by default; any other scheme is refused', async () => {
    await fc.assert(
      fc.property(fc.constantFrom('http', 'https', 'ftp', 'wss'), host, path, (scheme, domain, rest) => {
        const url = `${scheme}://${domain}${rest}`
        expect(parseUri(url)?.host).toBe(domain)
        expect(uriFailures({}, url)).toMatchObject(scheme.startsWith('http') ? [] : [{message: MESSAGES.uriScheme}])
      }),
    )
  })

  it('credentials are refused unless allowed, whatever the user and password', async () => {
    await fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,8}(:[a-z0-9]{0,8})?$/), host, (userInfo, domain) => {
        const url = `https://${userInfo}@${domain}/`
        expect(uriFailures({}, url)).toMatchObject([{message: MESSAGES.uriCredentials}])
        expect(uriFailures({allowCredentials: true}, url)).toEqual([])
      }),
    )
  })

  it('whitespace anywhere makes it no URL', async () => {
    await fc.assert(
      fc.property(fc.webUrl(), fc.nat(), fc.constantFrom(' ', '\t', '\n'), (url, at, space) => {
        const broken = url.slice(0, at % (url.length + 1)) + space + url.slice(at % (url.length + 1))
        expect(uriFailures({allowRelative: true}, broken)).toMatchObject([{message: MESSAGES.uriInvalid}])
      }),
    )
  })

  it('relative paths: refused by default, accepted with allowRelative or relativeOnly', async () => {
    await fc.assert(
      fc.property(path, (rest) => {
        const relative = rest.startsWith('//') ? `/.${rest}` : rest || '/'
        expect(uriFailures({}, relative)).toMatchObject([{message: MESSAGES.uriRelative}])
        expect(uriFailures({allowRelative: true}, relative)).toEqual([])
        expect(uriFailures({relativeOnly: true}, relative)).toEqual([])
      }),
    )
  })
})

describe('arrays', () => {
  const item = fc.record({_type: fc.constant('tag'), value: fc.string({maxLength: 3})})
  const withKeys = <T extends object>(items: T[]) => items.map((entry, index) => ({...entry, _key: `k${index}`}))

  it('length rules count items', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, {maxLength: 8}), fc.nat(8), async (items, limit) => {
        expect((await messages(array().min(limit), items)).length === 0).toBe(items.length >= limit)
        expect((await messages(array().max(limit), items)).length === 0).toBe(items.length <= limit)
        expect((await messages(array().length(limit), items)).length === 0).toBe(items.length === limit)
      }),
    )
  })

  it('unique marks exactly the items equal to another, by key, whatever their keys', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, {maxLength: 8}), async (items) => {
        const keyed = withKeys(items)
        const expected = keyed.filter((a, i) => keyed.some((b, j) => i !== j && a.value === b.value)).map((a) => [{_key: a._key}])
        expect((await ruleFailures(array().unique(), keyed, env)).map((failure) => failure.path)).toEqual(expected)
        expect(duplicateIndexes(keyed)).toEqual(duplicateIndexes(items))
      }),
    )
  })
})

describe('the task limit', () => {
  it('never has more than its limit in flight, and runs every task once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({min: 1, max: 5}), fc.array(fc.nat(3), {maxLength: 30}), async (max, delays) => {
        const limit = concurrencyLimit(max)
        let inFlight = 0
        let most = 0
        const results = await Promise.all(
          delays.map((delay, index) =>
            limit(async () => {
              most = Math.max(most, ++inFlight)
              for (let i = 0; i < delay; i++) await Promise.resolve()
              inFlight--
              return index
            }),
          ),
        )
        expect(results).toEqual(delays.map((_, index) => index))
        expect(most).toBeLessThanOrEqual(max)
        // Tasks that never wait finish before the next starts; waiting ones fill every slot.
        if (delays.length >= max && delays.every((delay) => delay > 0)) expect(most).toBe(max)
      }),
    )
  })
})
