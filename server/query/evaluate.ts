// Runs a planned query. groq-js's synchronous evaluator is several times faster than its async one
// (no promise per node and per document); it refuses the few functions that are async-only
// (`diff::`, `delta::`), and those queries, like any query that fails, take the async path, which
// also words genuine errors the way the async evaluator always has.
import {evaluate, evaluateSync, type ExprNode} from 'groq-js'

type EvaluateOptions = NonNullable<Parameters<typeof evaluate>[1]>

export async function evaluatePlanned(tree: ExprNode, options: EvaluateOptions): Promise<unknown> {
  let value
  try {
    value = evaluateSync(tree, options)
  } catch {
    value = await evaluate(tree, options)
  }
  return value.get()
}
