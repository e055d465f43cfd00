// The lake as its own process (`node server/main.ts`), as `npm start` runs it: so a benchmark can
// read its resident memory, restart it on the same data and time how soon it answers.
import {spawn, type ChildProcess} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..', '..')

export interface LakeProcess {
  url: string
  pid: number
  /** From spawning the process to its "listening" line. */
  startMs: number
  /** Resident memory of the process, in bytes (Linux /proc). */
  rssBytes(): number
  stop(): Promise<void>
}

export async function startLakeProcess(dataDir: string, nodeArgs: string[] = []): Promise<LakeProcess> {
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {...process.env, PORT: '0', STUDIO_DATA_DIR: dataDir, LOG_LEVEL: 'silent'},
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(out)
      if (match) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`The lake exited with ${code} before listening:\n${out}`)))
  })
  const startMs = Math.round(performance.now() - started)
  child.stdout!.resume()
  return {
    url,
    pid: child.pid!,
    startMs,
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
