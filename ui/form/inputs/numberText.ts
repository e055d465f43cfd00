// What a number input's text means: nothing (unset the field), a number to store, or text that is
// not (yet) a storable number. ED-INPUT-012 … ED-INPUT-014.

export type NumberText = {kind: 'empty'} | {kind: 'number'; value: number} | {kind: 'invalid'} | {kind: 'unsafe'}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

export function parseNumberText(text: string): NumberText {
  const trimmed = text.trim()
  if (trimmed === '') return {kind: 'empty'}
  if (!DECIMAL.test(trimmed)) return {kind: 'invalid'}
  const value = Number(trimmed)
  if (!Number.isFinite(value)) return {kind: 'invalid'}
  // Beyond the safe integer range a stored value would not read back as typed: keep the old one.
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return {kind: 'unsafe'}
  return {kind: 'number', value}
}

/** The number the text stands for, when it stands for one. */
export function numberOfText(text: string): number | undefined {
  const parsed = parseNumberText(text)
  return parsed.kind === 'number' ? parsed.value : undefined
}

export function formatNumber(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}
