// The compile hint goes at the top of the chunks named, and nowhere else.
import {describe, expect, test} from 'vitest'
import type {Rolldown} from 'vite'
import {COMPILE_HINT, compileHintBanner} from '../../../scripts/compileHints.ts'

const chunk = (name: string) => ({name}) as Rolldown.RenderedChunk

describe('compile hints', () => {
  test('the named chunk starts with the magic comment on a line of its own', () => {
    const banner = compileHintBanner(['PortableTextInput'])
    expect(banner(chunk('PortableTextInput'))).toBe('//# allFunctionsCalledOnLoad\n')
    expect(COMPILE_HINT.endsWith('\n')).toBe(true)
  })

  test('other chunks get nothing', () => {
    const banner = compileHintBanner(['PortableTextInput'])
    expect(banner(chunk('index'))).toBe('')
    expect(banner(chunk('PortableTextInputs'))).toBe('')
  })
})
