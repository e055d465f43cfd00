// The adapters' pure parts: SSE fields, line splitting across chunk boundaries, id batching, backoff,
// and transaction-log failures the real lake cannot be made to produce on demand (a body-less
// response, an error line mid-stream), fed through a synthetic Response.
import fc from 'fast-check'
import {firstValueFrom, toArray} from 'rxjs'
import {describe, expect, it} from 'vitest'
import {
  createHttpContentLake,
  createSseParser,
  LakeRequestError,
  NO_BODY_MESSAGE,
  RECONNECT_MAX_DELAY_MS,
  reconnectDelay,
  type ServerSentEvent,
} from '../../adapters/index.ts'
import {batchIds} from '../../adapters/http/batching.ts'
import {readLines} from '../../adapters/http/lines.ts'

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

async function linesOf(chunks: string[]): Promise<string[]> {
  const lines: string[] = []
  for await (const line of readLines(streamOf(chunks))) lines.push(line)
  return lines
}

describe('readLines', () => {
  it('splits on LF, CRLF and CR, also when a terminator or a character is split between chunks', async () => {
    expect(await linesOf(['a\nb\r', '\nc\rd', '\n\ne'])).toEqual(['a', 'b', 'c', 'd', '', 'e'])
    expect(await linesOf(['data: x\r\r'])).toEqual(['data: x', ''])
    expect(await linesOf(['x\r', '\r'])).toEqual(['x', ''])
    const euro = new TextEncoder().encode('€\n')
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(euro.slice(0, 1))
        controller.enqueue(euro.slice(1))
        controller.close()
      },
    })
    const lines: string[] = []
    for await (const line of readLines(split)) lines.push(line)
    expect(lines).toEqual(['€'])
  })

  it('gives the same lines however the text is chunked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({unit: fc.constantFrom('a', 'é', '\n', '\r', ':', ' ')}), {maxLength: 8}),
        async (chunks) => {
          const whole = chunks.join('')
          expect(await linesOf(chunks)).toEqual(await linesOf([whole]))
        },
      ),
    )
  })
})

describe('SSE parser', () => {
  const parse = (lines: string[]) => {
    const events: ServerSentEvent[] = []
    const comments: string[] = []
    const parser = createSseParser({event: (e) => events.push(e), comment: (c) => comments.push(c)})
    for (const line of lines) parser.line(line)
    return {events, comments, parser}
  }

  it('reads event names, joins data lines, remembers the last id, skips heartbeats', () => {
    const {events, comments, parser} = parse([
      'event: welcome',
      'data: {"listenerName":"x"}',
      '',
      ':',
      '',
      'id: e1',
      'event: mutation',
      'data: {"a":',
      'data:1}',
      '',
      'retry: 3000',
      'data: plain',
      '',
    ])
    expect(events).toEqual([
      {event: 'welcome', data: '{"listenerName":"x"}', lastEventId: ''},
      {event: 'mutation', data: '{"a":\n1}', lastEventId: 'e1'},
      {event: 'message', data: 'plain', lastEventId: 'e1'},
    ])
    expect(comments).toEqual([''])
    expect(parser.lastEventId).toBe('e1')
    expect(parser.retry).toBe(3000)
  })

  it('dispatches nothing for a block without data', () => {
    expect(parse(['event: welcome', '', 'id: 2', '']).events).toEqual([])
  })
})

describe('batchIds', () => {
  it('keeps every batch within the length and count limits, and loses or reorders no id', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({minLength: 1, maxLength: 30}), {maxLength: 200}),
        fc.integer({min: 0, max: 50}),
        fc.integer({min: 40, max: 300}),
        fc.integer({min: 1, max: 20}),
        (ids, overhead, maxLength, maxCount) => {
          const batches = batchIds(ids, {overhead, maxLength, maxCount})
          expect(batches.flat()).toEqual(ids)
          for (const batch of batches) {
            expect(batch.length).toBeGreaterThan(0)
            expect(batch.length).toBeLessThanOrEqual(maxCount)
            // Only an id too long on its own may exceed the limit, alone in its batch.
            if (batch.length > 1) expect(overhead + batch.join(',').length).toBeLessThanOrEqual(maxLength)
          }
        },
      ),
    )
  })
})

describe('reconnectDelay', () => {
  it('starts at a second, doubles, and stops at the cap of the shell seed', () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelay(n))).toEqual([1000, 2000, 4000, 8000])
    expect(reconnectDelay(30)).toBe(RECONNECT_MAX_DELAY_MS)
    expect(RECONNECT_MAX_DELAY_MS).toBe(240_000)
  })
})

describe('transaction log failures', () => {
  const lakeAnswering = (response: () => Response) =>
    createHttpContentLake({apiHost: 'http://lake.test', projectId: 'p', dataset: 'd', fetch: async () => response()})

  it('errors with the description of an error line, after the entries before it', async () => {
    const body = `${JSON.stringify({id: 't1', timestamp: '2024-01-01T00:00:00Z', author: 'u', documentIDs: ['a'], effects: {}})}\n${JSON.stringify({error: {type: 'internalError', description: 'The log broke'}})}\n`
    const seen: string[] = []
    const error = await firstValueFrom(
      lakeAnswering(() => new Response(body, {status: 200})).transactions(['a']).pipe(toArray()),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LakeRequestError)
    expect((error as Error).message).toBe('The log broke')
    expect((error as LakeRequestError).type).toBe('internalError')

    await new Promise<void>((resolve) => {
      lakeAnswering(() => new Response(body)).transactions(['a']).subscribe({next: (e) => seen.push(e.id), error: () => resolve()})
    })
    expect(seen).toEqual(['t1'])
  })

  it('falls back to the type when an error line has no description', async () => {
    const error = await firstValueFrom(
      lakeAnswering(() => new Response('{"error":{"type":"gone"}}\n')).transactions(['a']),
    ).catch((e: unknown) => e)
    expect((error as Error).message).toBe('gone')
  })

  it('errors with "Failed to read body from response" when there is no body', async () => {
    const error = await firstValueFrom(lakeAnswering(() => new Response(null, {status: 200})).transactions(['a'])).catch(
      (e: unknown) => e,
    )
    expect((error as Error).message).toBe(NO_BODY_MESSAGE)
    expect(NO_BODY_MESSAGE).toBe('Failed to read body from response')
  })
})
