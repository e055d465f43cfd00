// structuredClone exists in every runtime we target (browsers, Node); core/ has no DOM lib to type it.
declare const structuredClone: <T>(value: T) => T

export function deepClone<T>(value: T): T {
  return structuredClone(value)
}
