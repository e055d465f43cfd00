// Prints a benchmark's results as an aligned text table: the first `textColumns` columns are
// left-aligned names, the rest right-aligned figures.
export function printTable(header: readonly string[], lines: readonly string[][], textColumns: number): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const format = (cells: readonly string[]) => cells.map((c, i) => (i >= textColumns ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')
  console.log(format(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const line of lines) console.log(format(line))
}
