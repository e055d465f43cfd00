// Whether a value is a JSON object (not null, not an array): the one test core/ uses before
// reading properties off parsed input. The schema's checks are stricter (plain prototypes only)
// and keep their own.
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
