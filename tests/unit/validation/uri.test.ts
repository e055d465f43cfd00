import {describe, expect, it} from 'vitest'
import {parseUri, Rule, type UriOptions} from '../../../core/validation/index.ts'
import {messagesOf} from './support.ts'

const uri = (options?: UriOptions) => ({type: 'url', validation: (rule: Rule) => rule.uri(options)})

describe('uri (ED-VAL-035, 036)', () => {
  it('http and https are allowed by default (K-ED-067)', async () => {
    expect(await messagesOf(uri(), 'https://example.org/a?b#c')).toEqual([])
    expect(await messagesOf(uri(), 'HTTP://EXAMPLE.ORG')).toEqual([])
    expect(await messagesOf(uri(), 'ftp://example.org')).toEqual(['Does not match allowed protocols/schemes'])
    expect(await messagesOf(uri(), 'mailto:ada@example.org')).toEqual(['Does not match allowed protocols/schemes'])
  })

  it('a scheme list, as strings or patterns, replaces the default', async () => {
    expect(await messagesOf(uri({scheme: ['https']}), 'http://example.org')).toEqual(['Does not match allowed protocols/schemes'])
    expect(await messagesOf(uri({scheme: ['https', 'mailto', 'tel']}), 'tel:+4712345678')).toEqual([])
    expect(await messagesOf(uri({scheme: [/^s?ftp$/]}), 'sftp://files.example.org')).toEqual([])
  })

  it('text that is no URL at all', async () => {
    for (const value of ['not a url', 'https://', 'http:/x', 'https://exa mple.org', 'https:']) {
      expect(await messagesOf(uri(), value), value).toEqual(['Not a valid URL'])
    }
  })

  it('relative references need allowRelative, and relativeOnly refuses anything else', async () => {
    expect(await messagesOf(uri(), '/about')).toEqual(['Relative URLs are not allowed'])
    expect(await messagesOf(uri({allowRelative: true}), '/about')).toEqual([])
    expect(await messagesOf(uri({allowRelative: true}), 'https://example.org')).toEqual([])
    expect(await messagesOf(uri({relativeOnly: true}), '../about?x#y')).toEqual([])
    expect(await messagesOf(uri({relativeOnly: true}), 'https://example.org')).toEqual(['Only relative URLs are allowed'])
    expect(await messagesOf(uri({relativeOnly: true}), '//example.org/x')).toEqual(['Only relative URLs are allowed'])
  })

  it('credentials only with allowCredentials', async () => {
    expect(await messagesOf(uri(), 'https://ada:secret@example.org')).toEqual(['Username/password not allowed'])
    expect(await messagesOf(uri({allowCredentials: true}), 'https://ada:secret@example.org')).toEqual([])
  })

  it('a url field is checked even without a rule; its own uri rule replaces the default', async () => {
    expect(await messagesOf({type: 'url'}, 'ftp://x.org')).toEqual(['Does not match allowed protocols/schemes'])
    expect(await messagesOf({type: 'url', validation: (r: Rule) => r.required()}, '/x')).toEqual(['Relative URLs are not allowed'])
    expect(await messagesOf(uri({allowRelative: true}), '/x')).toEqual([])
  })

  it('parseUri splits scheme, user info and host', () => {
    expect(parseUri('https://u:p@host.org:8080/x')).toEqual({scheme: 'https', userInfo: 'u:p', host: 'host.org'})
    expect(parseUri('https://[::1]/')).toEqual({scheme: 'https', userInfo: undefined, host: '[::1]'})
    expect(parseUri('/x')).toEqual({scheme: undefined, userInfo: undefined, host: undefined})
    expect(parseUri('')).toBeNull()
  })
})
