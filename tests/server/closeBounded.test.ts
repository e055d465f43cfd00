// Closing the lake is bounded: a client that opened a connection and never finished its request
// (a dropped laptop, a half-sent request) does not hold the close for the server's header timeout.
import {connect} from 'node:net'
import {expect, test} from 'vitest'
import {CLOSE_GRACE_MS} from '../../server/start.ts'
import {startTestLake} from '../support/lake.ts'

test('a half-sent request does not keep the lake from closing for longer than the grace period', async () => {
  const lake = await startTestLake()
  const socket = connect(lake.running.port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  // Headers begun, never ended: the server holds this as a request in progress.
  socket.write('GET /v2023-11-13/ping HTTP/1.1\r\nHost: 127.0.0.1\r\n')
  socket.on('error', () => {})
  await new Promise((resolve) => setTimeout(resolve, 100))
  const started = Date.now()
  await lake.close()
  expect(Date.now() - started).toBeLessThan(CLOSE_GRACE_MS + 3000)
  socket.destroy()
})
