// The scale benchmark's timing client, in a worker thread: the benchmark's own thread holds every
// generated document and the scan's data (gigabytes at 1M), and its garbage collections would be
// timed as the lake's latency. A worker has a heap of its own, small like an editor's client.
// Messages: {url, token, sampleIds, runs, caseIndex} times one case (caseIndex -1 is /ping);
// {url, token, sampleIds, firsts: true} asks each case once, in order (the first answers after a
// restart). Each answers {timing} or {firsts}.
import {parentPort} from 'node:worker_threads'
import {timeRuns} from '../timing.ts'
import {ask, casesFor, ping} from './scaleCases.ts'

export interface TimeCase {
  url: string
  token: string
  sampleIds: string[]
  runs: number
  /** -1 for /ping. */
  caseIndex: number
}

export interface FirstAnswers {
  url: string
  token: string
  sampleIds: string[]
  firsts: true
}

parentPort!.on('message', async (message: TimeCase | FirstAnswers) => {
  const lake = {url: message.url}
  const cases = casesFor(message.sampleIds)
  if ('firsts' in message) {
    const firsts: number[] = []
    for (const c of cases) {
      const started = performance.now()
      await ask(lake, message.token, c, 1)
      firsts.push(Math.round((performance.now() - started) * 100) / 100)
    }
    parentPort!.postMessage({firsts})
    return
  }
  if (message.caseIndex < 0) {
    parentPort!.postMessage({timing: await timeRuns(message.runs, () => ping(lake))})
    return
  }
  const c = cases[message.caseIndex]
  for (let i = 0; i < 5; i++) await ask(lake, message.token, c, i)
  parentPort!.postMessage({timing: await timeRuns(message.runs, (i) => ask(lake, message.token, c, i))})
})
