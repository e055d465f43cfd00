// Makes sure dist/studio holds a build of the current sources: browser tests run against what the
// lake serves, so a stale build would test yesterday's studio.
import {execFileSync} from 'node:child_process'
import {existsSync, readdirSync, statSync} from 'node:fs'
import {join, resolve} from 'node:path'

export const REPO_ROOT = resolve(import.meta.dirname, '../../..')
export const STUDIO_INDEX = join(REPO_ROOT, 'dist/studio/index.html')

/** What goes into the browser bundle. */
const SOURCES = ['ui', 'core', 'machines', 'adapters', 'demo', 'studio.config.ts', 'vite.config.ts', 'package-lock.json']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)))
  return newest
}

export function studioBuildIsCurrent(): boolean {
  if (!existsSync(STUDIO_INDEX)) return false
  const built = statSync(STUDIO_INDEX).mtimeMs
  return SOURCES.every((source) => newestChange(join(REPO_ROOT, source)) <= built)
}

/** Runs `vite build` when dist is missing or older than a source; returns whether it built. */
export function ensureStudioBuild(): boolean {
  if (studioBuildIsCurrent()) return false
  viteBuild({})
  return true
}

/**
 * Builds the studio with another configuration file into its own folder (serve it by setting
 * STUDIO_DIST_DIR before starting the lake); answers the folder. `mode: 'development'` makes a
 * development build (`vite build --mode development`), which shows development-only parts such
 * as the configuration-issues button, on the same production React as every other build.
 */
export function buildStudioWithConfig(configFile: string, name: string, options: {mode?: 'development' | 'production'} = {}): string {
  const outDir = join(REPO_ROOT, 'dist', `studio-${name}`)
  const mode = options.mode ? ['--mode', options.mode] : []
  viteBuild({STUDIO_CONFIG: join(REPO_ROOT, configFile)}, ['--outDir', outDir, '--emptyOutDir', ...mode])
  return outDir
}

function viteBuild(env: Record<string, string>, args: string[] = []): void {
  execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, which would bundle React's development build (and switch off
    // React Aria's virtualization): the lake must serve what `npm start` serves.
    env: {...process.env, NODE_ENV: 'production', ...env},
  })
}
