// Objects, references and assets (ED-VAL-045 … 048).
import {builtIn} from '../messages.ts'
import type {Failure} from '../types.ts'

/** An object counts as filled in once any field other than `_key`/`_type` holds something (ED-VAL-045). */
export function objectHasValue(value: Record<string, unknown>): boolean {
  return Object.entries(value).some(([key, field]) => key !== '_key' && key !== '_type' && field !== undefined && field !== null)
}

export function hasAsset(value: unknown): boolean {
  const asset = (value as {asset?: {_ref?: unknown}} | null)?.asset
  return typeof asset?._ref === 'string' && asset._ref !== ''
}

export function assetRequiredFailures(value: unknown, typeName: string | undefined): Failure[] {
  if (hasAsset(value)) return []
  return [builtIn('assetRequired', typeName === 'file' || typeName === 'image' ? typeName : 'asset')]
}

export function isReferenceValue(value: unknown): value is {_ref: string; _weak?: boolean} {
  return typeof value === 'object' && value !== null && typeof (value as {_ref?: unknown})._ref === 'string' && (value as {_ref: string})._ref !== ''
}

/**
 * A reference must point at a document, and a strong one at a published document (ED-VAL-046,
 * 047). Without an `isPublished` lookup the target cannot be checked and is taken on trust.
 */
export async function referenceFailures(
  value: unknown,
  weak: boolean,
  isPublished: ((id: string) => Promise<boolean>) | undefined,
): Promise<Failure[]> {
  if (!isReferenceValue(value)) return [builtIn('notReference')]
  if (weak || value._weak === true || !isPublished) return []
  return (await isPublished(value._ref)) ? [] : [builtIn('referenceNotPublished')]
}
