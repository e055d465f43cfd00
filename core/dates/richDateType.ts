// The rich date's shape and how a schema type is recognised as one, apart from the Temporal-based
// reading and writing in richDate.ts: the form decides which input a field gets from this alone,
// so the date library loads only with a date input (PERFORMANCE.md: first-document budget).
export const RICH_DATE_TYPE = 'richDate'
const RICH_DATE_KEYS = ['local', 'utc', 'timezone', 'offset']

export interface RichDateValue {
  _type: typeof RICH_DATE_TYPE
  /** ISO wall-clock time with its offset, to the second: `2024-05-10T12:00:00+02:00`. */
  local: string
  /** The same moment in UTC with milliseconds (what date-time fields store). */
  utc: string
  /** An IANA zone (`Europe/Oslo`), or an offset zone (`+02:00`) when the value named none. */
  timezone: string
  /** Minutes east of UTC at that moment (Oslo in summer: 120). */
  offset: number
}

/**
 * A schema type is edited as a rich date when it is (or derives from) `richDate` and still has the
 * rich date's fields; a configuration that redeclares `richDate` with other fields gets the
 * ordinary object form.
 */
export function isRichDateType(type: {lineage: readonly string[]; fields: readonly {name: string}[]}): boolean {
  const names = new Set(type.fields.map((field) => field.name))
  return type.lineage.includes(RICH_DATE_TYPE) && RICH_DATE_KEYS.every((key) => names.has(key))
}

