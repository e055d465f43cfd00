// Mendoza opcodes, numbered as the decoders (mendoza-js, mendoza Go) read them: the number is the
// position in the format's operation table, so the order here is part of the wire format.
export const Op = {
  Value: 0,
  Copy: 1,
  Blank: 2,
  ReturnIntoArray: 3,
  ReturnIntoObject: 4,
  ReturnIntoObjectSameKey: 5,
  PushField: 6,
  PushElement: 7,
  // 8 is PushParent: mendoza-js cannot execute it, so the encoder never emits it.
  Pop: 9,
  PushFieldCopy: 10,
  PushFieldBlank: 11,
  PushElementCopy: 12,
  PushElementBlank: 13,
  ReturnIntoObjectPop: 14,
  ReturnIntoObjectSameKeyPop: 15,
  ReturnIntoArrayPop: 16,
  ObjectSetFieldValue: 17,
  ObjectCopyField: 18,
  ObjectDeleteField: 19,
  ArrayAppendValue: 20,
  ArrayAppendSlice: 21,
  StringAppendString: 22,
  StringAppendSlice: 23,
} as const

export type Opcode = (typeof Op)[keyof typeof Op]

type Instruction = {op: number; operands: unknown[]; size: number}

// The format has composite opcodes that mean exactly "A then B". Fusing adjacent pairs as they are
// emitted lets the encoders think in primitive steps and still produce the compact form; a fused
// result may fuse again (PushField, Copy, ReturnIntoObjectSameKey, Pop => ObjectCopyField).
// Operands of the fused op are A's followed by B's, which is the order the composite reads them.
const FUSIONS = new Map<number, number>([
  [pair(Op.PushField, Op.Copy), Op.PushFieldCopy],
  [pair(Op.PushField, Op.Blank), Op.PushFieldBlank],
  [pair(Op.PushElement, Op.Copy), Op.PushElementCopy],
  [pair(Op.PushElement, Op.Blank), Op.PushElementBlank],
  [pair(Op.ReturnIntoObject, Op.Pop), Op.ReturnIntoObjectPop],
  [pair(Op.ReturnIntoObjectSameKey, Op.Pop), Op.ReturnIntoObjectSameKeyPop],
  [pair(Op.ReturnIntoArray, Op.Pop), Op.ReturnIntoArrayPop],
  [pair(Op.PushFieldCopy, Op.ReturnIntoObjectSameKeyPop), Op.ObjectCopyField],
  [pair(Op.Value, Op.ReturnIntoObject), Op.ObjectSetFieldValue],
  [pair(Op.Value, Op.ReturnIntoArray), Op.ArrayAppendValue],
])

function pair(first: number, second: number): number {
  return first * 32 + second
}

/**
 * A patch fragment plus its exact JSON length, so alternatives can be compared by what they
 * would cost on the wire without serialising them.
 */
export class Program {
  readonly #instructions: Instruction[] = []
  readonly #sizeOf: (operand: unknown) => number
  #size = 0

  constructor(sizeOf: (operand: unknown) => number) {
    this.#sizeOf = sizeOf
  }

  /** JSON length of the fragment's tokens, each counted with its separating comma. */
  get size(): number {
    return this.#size
  }

  get firstOp(): number | undefined {
    return this.#instructions[0]?.op
  }

  emit(op: Opcode, ...operands: unknown[]): this {
    this.#push(op, operands)
    return this
  }

  append(other: Program): this {
    for (const instruction of other.#instructions) this.#push(instruction.op, instruction.operands)
    return this
  }

  /** The fragment without its first instruction (used to drop a root Copy the decoder does implicitly). */
  withoutFirst(): Program {
    const rest = new Program(this.#sizeOf)
    for (const instruction of this.#instructions.slice(1)) rest.#push(instruction.op, instruction.operands)
    return rest
  }

  toPatch(): unknown[] {
    const patch: unknown[] = []
    for (const {op, operands} of this.#instructions) patch.push(op, ...operands)
    return patch
  }

  #push(op: number, operands: unknown[]): void {
    for (;;) {
      const last = this.#instructions.at(-1)
      const fused = last === undefined ? undefined : FUSIONS.get(pair(last.op, op))
      if (last === undefined || fused === undefined) break
      this.#instructions.pop()
      this.#size -= last.size
      operands = [...last.operands, ...operands]
      op = fused
    }
    let size = String(op).length + 1
    for (const operand of operands) size += this.#sizeOf(operand) + 1
    this.#instructions.push({op, operands, size})
    this.#size += size
  }
}

/** Cheapest of several alternative fragments; earlier ones win ties, so callers list the plainest first. */
export function cheapest(first: Program, ...others: Array<Program | null>): Program {
  let best = first
  for (const other of others) if (other !== null && other.size < best.size) best = other
  return best
}
