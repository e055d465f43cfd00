// Numbers inside interface texts in the reader's notation: `{{count, number}}` reads "1,000" in
// English and "1.000" in German (SH-I18N-013). Registered as i18next's `number` format by the
// studio (ui/app/i18n.ts). Two differences from i18next's own: a limit is shown with every digit
// it has (Intl stops at three decimals by default, which would turn a limit of 0.0005 into 0), and
// a value that is not a number (a schema may give a limit as text) is shown as it is, not as NaN.

// i18next hands a format every option of the `t` call (count, ns, the values…); only these are
// Intl's, as a text may ask for them: `{{size, number(maximumFractionDigits: 1)}}`.
const INTL_OPTIONS = ['minimumIntegerDigits', 'minimumFractionDigits', 'maximumFractionDigits', 'useGrouping', 'style', 'unit', 'unitDisplay', 'notation', 'signDisplay'] as const

// Intl prints the shortest decimal that reads back as the same number, so 20 digits add no noise.
const ALL_DIGITS: Intl.NumberFormatOptions = {maximumFractionDigits: 20}

const formatters = new Map<string, Intl.NumberFormat>()

export function formatTextNumber(value: unknown, locale: string, options: Record<string, unknown> = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value)
  const chosen: Record<string, unknown> = {}
  for (const name of INTL_OPTIONS) if (options[name] !== undefined) chosen[name] = options[name]
  const key = `${locale} ${JSON.stringify(chosen)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {...ALL_DIGITS, ...(chosen as Intl.NumberFormatOptions)})
    formatters.set(key, formatter)
  }
  return formatter.format(value)
}
