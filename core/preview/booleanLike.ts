// Yes/no options that previews act on may arrive as text (a schema generated from JSON or YAML, a
// value read from the environment): the seeds count `yes`, `true` and `1` as true (ED-PREV-006),
// in any case and with spaces around; every other text, and anything that is not `true` or `1`,
// is false, so `'false'` or `'no'` never switches an option on by being a non-empty string.

export type BooleanLike = boolean | string | number

const TRUEISH = new Set(['yes', 'true', '1'])

export function isTrueish(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value === 1
  return typeof value === 'string' && TRUEISH.has(value.trim().toLowerCase())
}
