// Custom validators (seed §5): sync or async, answering true, a message, `{message, path}` or a
// list of those. One that takes longer than K-ED-026 is reported (ED-VAL-009). core/ has no
// timers, so the time is measured with the injected clock when the answer arrives.
import type {Path} from '../../editing/paths.ts'
import {SLOW_VALIDATOR_MS} from '../constants.ts'
import {MESSAGES} from '../messages.ts'
import type {CustomResult, CustomValidator, CustomValidatorContext} from '../Rule.ts'
import type {Failure, LocalizedMessage} from '../types.ts'

function isMessage(result: unknown): result is LocalizedMessage {
  return typeof result === 'string' || (typeof result === 'object' && result !== null && !Array.isArray(result) && !('message' in result))
}

export function failuresOfResult(result: CustomResult): Failure[] {
  if (result === true || result === undefined) return []
  // `false` says "invalid" without saying why; the rule's own message, if any, replaces this one.
  if (result === false) return [{message: 'Invalid'}]
  if (Array.isArray(result)) return result.flatMap(failuresOfResult)
  if (isMessage(result)) return [{message: result}]
  return [{message: result.message, path: result.path}]
}

export function describePath(path: Path): string {
  if (path.length === 0) return '(document)'
  return path
    .map((segment, index) =>
      typeof segment === 'string' ? (index === 0 ? segment : `.${segment}`) : typeof segment === 'number' ? `[${segment}]` : `[_key=="${segment._key}"]`,
    )
    .join('')
}

export async function customFailures(
  validator: CustomValidator,
  value: unknown,
  context: CustomValidatorContext,
  clock: {now: () => number; onWarning?: (message: string) => void},
): Promise<Failure[]> {
  const started = clock.now()
  const result = await validator(value, context)
  if (clock.now() - started > SLOW_VALIDATOR_MS) clock.onWarning?.(MESSAGES.slowValidator(describePath(context.path), SLOW_VALIDATOR_MS))
  return failuresOfResult(result)
}
