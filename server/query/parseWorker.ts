// The worker thread that parses long GROQ queries (offThreadParse.ts): groq-js's parser takes time
// that grows with the square of a long list (array items, object members, `||` chains, pipes), so
// a long query parsed here cannot hold up the lake's requests, and can be stopped.
import {parentPort} from 'node:worker_threads'
import {GroqSyntaxError, parse} from 'groq-js'
import type {ParseReply, ParseRequest} from './parseMessages.ts'
import {nestsTooDeep} from './queryDepth.ts'

parentPort!.on('message', ({id, query, params}: ParseRequest) => {
  let reply: ParseReply
  try {
    const tree = parse(query, {params})
    // Measured here: copying a tree thousands of levels deep to the lake's thread takes far longer
    // than parsing it, and the lake would refuse it anyway.
    reply = nestsTooDeep(tree) ? {id, ok: false, kind: 'depth', message: 'too deep'} : {id, ok: true, tree}
  } catch (err) {
    if (err instanceof GroqSyntaxError) {
      reply = {id, ok: false, kind: 'syntax', message: err.message, position: (err as GroqSyntaxError & {position: number}).position}
    } else {
      reply = {id, ok: false, kind: err instanceof RangeError ? 'range' : 'other', message: err instanceof Error ? err.message : String(err)}
    }
  }
  parentPort!.postMessage(reply)
})
