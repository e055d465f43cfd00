// The key of a list option in the select, radio and checkbox inputs: React Aria's keys are
// strings, a list's values may be numbers, and 1 and '1' are different choices.

/** Option keys are strings; values may be numbers. */
export function optionKey(value: string | number): string {
  return `${typeof value}:${value}`
}
