// What the lake and its parse worker (parseWorker.ts) send each other.
import type {ExprNode} from 'groq-js'

export interface ParseRequest {
  id: number
  query: string
  params: Record<string, unknown>
}

export type ParseReply =
  | {id: number; ok: true; tree: ExprNode}
  /**
   * `syntax`: GroqSyntaxError at `position`; `range`: the parser ran out of stack; `depth`: the tree
   * nests deeper than MAX_QUERY_DEPTH; `other`: any other error.
   */
  | {id: number; ok: false; kind: ParseFailureKind; message: string; position?: number}

export type ParseFailureKind = 'syntax' | 'range' | 'depth' | 'other'
