// Which errors mean the studio's code did not arrive (ui/app/codeLoadErrors.ts): each browser's
// words for a failed dynamic import, and Vite's for a chunk's stylesheet; anything else is a crash.
import {describe, expect, it} from 'vitest'
import {isCodeLoadError} from '../../../ui/app/codeLoadErrors.ts'

describe('isCodeLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://studio.example/assets/structure-Ab12.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://studio.example/assets/structure-Ab12.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite', new Error('Unable to preload CSS for /assets/panes-Cd34.css')],
  ])('knows %s’s failed import', (_, error) => {
    expect(isCodeLoadError(error)).toBe(true)
  })

  it('takes other errors for what they are', () => {
    expect(isCodeLoadError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false)
    expect(isCodeLoadError(new Error('Failed to fetch'))).toBe(false)
    expect(isCodeLoadError(null)).toBe(false)
    expect(isCodeLoadError({message: 'Failed to fetch dynamically imported module'})).toBe(false)
  })

  it('reads a thrown string as its message', () => {
    expect(isCodeLoadError('Importing a module script failed.')).toBe(true)
  })
})
