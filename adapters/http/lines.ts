// Reads a response body line by line as it arrives, for event streams and NDJSON.

/** Yields each line without its terminator (LF, CRLF or a lone CR); a last unterminated line too. */
export async function* readLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let done = false
  try {
    while (true) {
      const chunk = await reader.read()
      if (chunk.done) {
        done = true
        buffer += decoder.decode()
        break
      }
      buffer += decoder.decode(chunk.value, {stream: true})
      let start = 0
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer.charCodeAt(i)
        if (c !== 10 && c !== 13) continue
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
        if (c === 13 && i === buffer.length - 1) break
        yield buffer.slice(start, i)
        if (c === 13 && buffer.charCodeAt(i + 1) === 10) i++
        start = i + 1
      }
      buffer = buffer.slice(start)
    }
    // Only a held-back CR can remain as a terminator; it still ends its (possibly empty) line.
    if (buffer.endsWith('\r')) yield buffer.slice(0, -1)
    else if (buffer) yield buffer
  } finally {
    // Leaving early (unsubscribe, error): stop the download rather than leaving it to buffer.
    if (!done) await reader.cancel().catch(() => {})
    reader.releaseLock()
  }
}
