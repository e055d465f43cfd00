// Which tool tabs stay in the bar and which go to the 'More tools' menu (SH-NAV-002).

/**
 * How many tabs, in order, fit into `available` px: all of them when they fit, otherwise as many as
 * fit beside the overflow button.
 */
export function fittingTabCount(tabWidths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const total = tabWidths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0)
  if (total <= available) return tabWidths.length
  let used = moreWidth
  let count = 0
  for (const width of tabWidths) {
    const next = used + gap + width
    if (next > available) break
    used = next
    count += 1
  }
  return count
}
