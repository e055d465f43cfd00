import type {JsonMeasure} from './measure.ts'
import type {Program} from './opcodes.ts'

/**
 * What the per-type encoders need from the encoder that drives them. It is an interface, not an
 * import of encode.ts, so the recursion between objects, arrays and the dispatcher has no import cycle.
 */
export interface Differ {
  readonly measure: JsonMeasure
  program(): Program
  /**
   * A fragment that, with `left` as the input value, pushes one output value equal to `right`
   * (leaving the input stack as it found it), or null when the only way is a literal Value.
   * It starts with Copy or Blank so that a parent's PushField/PushElement fuses with it.
   */
  diff(left: unknown, right: unknown): Program | null
}
