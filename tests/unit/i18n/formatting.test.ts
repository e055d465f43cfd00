// Numbers and relative times follow the chosen locale through Intl (issue 18, languages).
import {describe, expect, it} from 'vitest'
import {formatFileSize} from '../../../core/assets/fileSize.ts'

describe('file sizes', () => {
  it('write the amount the locale\u2019s way', () => {
    expect(formatFileSize(1536, 'de-DE')).toBe('1,5 KB')
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 KB')
    expect(formatFileSize(0, 'de-DE')).toBe('0 Bytes')
  })

  it('keep the plain form without a locale', () => {
    expect(formatFileSize(1536)).toBe('1.5 KB')
  })
})
