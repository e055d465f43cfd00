// Taking the single-use `sid` out of the address fragment after sign-in (SH-AUTH-016).
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {takeSessionId} from '../../../core/auth/sessionHash.ts'

describe('takeSessionId', () => {
  it('takes the sid of a callback fragment and leaves nothing behind', () => {
    expect(takeSessionId('#sid=abc123')).toEqual({sid: 'abc123', hash: '', found: true})
  })

  it('keeps the other fragment parameters in their order', () => {
    expect(takeSessionId('#a=1&sid=xyz&b=2')).toEqual({sid: 'xyz', hash: '#a=1&b=2', found: true})
    expect(takeSessionId('#/path/in/hash&sid=q')).toEqual({sid: 'q', hash: '#/path/in/hash', found: true})
  })

  it('decodes the sid as the lake encoded it, and keeps a malformed one raw', () => {
    expect(takeSessionId(`#sid=${encodeURIComponent('a+b/c=d')}`).sid).toBe('a+b/c=d')
    expect(takeSessionId('#sid=abc%zz').sid).toBe('abc%zz')
  })

  it('accepts a fragment without its leading #', () => {
    expect(takeSessionId('sid=s1&x=y')).toEqual({sid: 's1', hash: '#x=y', found: true})
  })

  it('reports no sid, and no change, when there is none', () => {
    expect(takeSessionId('')).toEqual({sid: null, hash: '', found: false})
    expect(takeSessionId('#')).toEqual({sid: null, hash: '', found: false})
    expect(takeSessionId('#side=1&sidebar')).toEqual({sid: null, hash: '#side=1&sidebar', found: false})
  })

  it('removes an empty sid or a bare sid key without reporting an id', () => {
    expect(takeSessionId('#sid=&x=1')).toEqual({sid: null, hash: '#x=1', found: true})
    expect(takeSessionId('#sid')).toEqual({sid: null, hash: '', found: true})
  })

  it('removes every sid parameter and keeps the first non-empty value', () => {
    expect(takeSessionId('#sid=&sid=one&sid=two')).toEqual({sid: 'one', hash: '', found: true})
  })

  it('never leaves a sid in the fragment and never loses another parameter', () => {
    const part = fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/).filter((p) => !p.startsWith('sid='))
    fc.assert(
      fc.property(fc.array(part, {maxLength: 5}), fc.string({minLength: 1, maxLength: 20}), fc.nat(5), (others, sid, at) => {
        const parts = [...others]
        parts.splice(Math.min(at, parts.length), 0, `sid=${encodeURIComponent(sid)}`)
        const taken = takeSessionId(`#${parts.join('&')}`)
        expect(taken.sid).toBe(sid)
        expect(taken.found).toBe(true)
        expect(taken.hash).toBe(others.length ? `#${others.join('&')}` : '')
      }),
    )
  })
})
