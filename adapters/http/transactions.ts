// The transaction log: NDJSON read as it streams in, one entry per line.
import {Observable} from 'rxjs'
import type {TransactionLogEntry, TransactionLogOptions} from '../../core/lake/types.ts'
import type {RequestOptions} from '../../core/ports.ts'
import {errorFromBody, LakeRequestError} from './errors.ts'
import {readLines} from './lines.ts'
import type {Requester} from './request.ts'
import {searchParamsOf} from './searchParams.ts'
import {linkSignal} from './signals.ts'

export const NO_BODY_MESSAGE = 'Failed to read body from response'
/** A document at a point in history that lacks its revision (ERR-SH-026). */
export const SNAPSHOT_WITHOUT_REV = 'snapshot has no _rev'

export function transactionLog(
  requester: Requester,
  dataset: string,
  ids: string[],
  options: TransactionLogOptions & RequestOptions = {},
): Observable<TransactionLogEntry> {
  const search = searchParamsOf({
    excludeContent: options.excludeContent,
    excludeMutations: options.excludeMutations,
    includeIdentifiedDocumentsOnly: options.includeIdentifiedDocumentsOnly,
    reverse: options.reverse,
    limit: options.limit,
    fromTransaction: options.fromTransaction,
    toTransaction: options.toTransaction,
    effectFormat: options.effectFormat,
  })
  const path = `/data/history/${encodeURIComponent(dataset)}/transactions/${ids.map(encodeURIComponent).join(',')}`

  return new Observable<TransactionLogEntry>((subscriber) => {
    const linked = linkSignal(options.signal)
    let closed = false
    const read = async () => {
      const response = await requester.open({
        path,
        search,
        tag: options.tag,
        signal: linked.signal,
        headers: {Accept: 'application/x-ndjson'},
      })
      if (!response.body) throw new Error(NO_BODY_MESSAGE)
      for await (const line of readLines(response.body)) {
        if (closed) return
        if (!line.trim()) continue
        const entry = parseLine(line, response)
        // The lake reports a failure after the 200 status as a line of its own.
        if ('error' in entry && entry.error) {
          const {type, description} = errorFromBody(entry)
          throw new LakeRequestError(description || type || 'Transaction log failed', {
            url: response.url,
            method: 'GET',
            status: response.status,
            type,
            description,
            body: entry,
          })
        }
        subscriber.next(entry as unknown as TransactionLogEntry)
      }
      subscriber.complete()
    }
    read().catch((error) => {
      if (!closed) subscriber.error(error)
    })
    return () => {
      closed = true
      linked.abort()
    }
  })
}

function parseLine(line: string, response: Response): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(line)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>
  } catch {
    // reported below
  }
  throw new LakeRequestError(`Malformed transaction log line: ${line.slice(0, 100)}`, {
    url: response.url,
    method: 'GET',
    status: response.status,
    type: 'malformedResponse',
  })
}
