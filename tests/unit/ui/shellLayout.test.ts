// The navigation bar's layout rules: breakpoints (SH-NAV-005 … -008) and tab overflow (SH-NAV-002).
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {BREAKPOINTS, breakpointIndexOf, navbarLayoutOf} from '../../../ui/shell/breakpoints.ts'
import {fittingTabCount} from '../../../ui/shell/tabOverflow.ts'
import {initialsOf} from '../../../ui/components/initials.ts'

describe('breakpoints', () => {
  test('count the breakpoints a width has reached', () => {
    expect(breakpointIndexOf(320)).toBe(0)
    expect(breakpointIndexOf(360)).toBe(1)
    expect(breakpointIndexOf(599)).toBe(1)
    expect(breakpointIndexOf(600)).toBe(2)
    expect(breakpointIndexOf(900)).toBe(3)
    expect(breakpointIndexOf(1440)).toBe(4)
    expect(breakpointIndexOf(2000)).toBe(BREAKPOINTS.length)
  })

  test('tools from the 3rd breakpoint, resources from the 2nd, fullscreen overlays below it', () => {
    expect(navbarLayoutOf(breakpointIndexOf(390))).toEqual({showTools: false, showResources: false, fullscreenOverlays: true})
    expect(navbarLayoutOf(breakpointIndexOf(700))).toEqual({showTools: false, showResources: true, fullscreenOverlays: false})
    expect(navbarLayoutOf(breakpointIndexOf(1440))).toEqual({showTools: true, showResources: true, fullscreenOverlays: false})
  })
})

describe('tool tab overflow', () => {
  const widths = fc.array(fc.integer({min: 20, max: 200}), {maxLength: 12})
  const space = fc.integer({min: 0, max: 1500})
  const more = fc.integer({min: 40, max: 120})
  const gap = fc.integer({min: 0, max: 8})
  const rowWidth = (tabs: number[], gapPx: number) => tabs.reduce((sum, width, i) => sum + width + (i > 0 ? gapPx : 0), 0)

  test('every tab stays when all fit', () => {
    fc.assert(
      fc.property(widths, more, gap, (tabs, moreWidth, gapPx) => {
        expect(fittingTabCount(tabs, rowWidth(tabs, gapPx), moreWidth, gapPx)).toBe(tabs.length)
      }),
    )
  })

  test('otherwise the kept tabs and the overflow button fit, and one more tab would not', () => {
    fc.assert(
      fc.property(widths, space, more, gap, (tabs, available, moreWidth, gapPx) => {
        const count = fittingTabCount(tabs, available, moreWidth, gapPx)
        if (count === tabs.length) {
          expect(rowWidth(tabs, gapPx)).toBeLessThanOrEqual(available)
          return
        }
        const kept = tabs.slice(0, count)
        const used = moreWidth + kept.reduce((sum, width) => sum + gapPx + width, 0)
        expect(used).toBeLessThanOrEqual(Math.max(available, moreWidth))
        expect(used + gapPx + tabs[count]).toBeGreaterThan(available)
      }),
    )
  })
})

describe('initials', () => {
  test('first and last word, or the start of one word', () => {
    expect(initialsOf('Edith Editor')).toBe('EE')
    expect(initialsOf('  ada  van der admin ')).toBe('AA')
    expect(initialsOf('vic')).toBe('VI')
    expect(initialsOf('')).toBe('?')
  })
})
