// ED-UP-014, K-ED-049: file sizes from Bytes to YB with at most 2 decimals, in steps of 1024 (what
// the file managers editors use show for the same file).
const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/** With a `locale`, the amount is written the locale's way ('1,5 MB' in de-DE). */
export function formatFileSize(bytes: number, locale?: string): string {
  const write = (amount: number) => (locale ? new Intl.NumberFormat(locale, {maximumFractionDigits: 2}).format(amount) : String(amount))
  if (!Number.isFinite(bytes) || bytes <= 0) return `${write(0)} Bytes`
  const exponent = Math.min(UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))))
  let amount = Number((bytes / 1024 ** exponent).toFixed(2))
  let unit = exponent
  // 1023.999 KB rounds to 1024.00: say 1 MB instead.
  if (amount >= 1024 && unit < UNITS.length - 1) {
    amount = Number((amount / 1024).toFixed(2))
    unit += 1
  }
  return `${write(amount)} ${UNITS[unit]}`
}
