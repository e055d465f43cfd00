// `machine.provide(...)` copies the whole machine (its state nodes, transitions and options). Handed
// straight to useActorRef it ran on every render of the component, though the actor only takes the
// new implementations: a document pane rebuilt its pair machine on each of its renders while a
// document opened. Each call site builds it in a useMemo (or outside rendering) instead.
import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join, relative} from 'node:path'
import {expect, test} from 'vitest'

const UI = join(import.meta.dirname, '../../../ui')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

test('no component hands useActorRef a machine it provides again on every render', () => {
  const offenders = sources(UI).filter((file) => /useActorRef\(\s*\w+\.provide\(/.test(readFileSync(file, 'utf8')))
  expect(offenders.map((file) => relative(UI, file))).toEqual([])
})

test('the rule finds the pattern it forbids', () => {
  expect(/useActorRef\(\s*\w+\.provide\(/.test('const pair = useActorRef(\n    documentPairMachine.provide({actors}),')).toBe(true)
  expect(/useActorRef\(\s*\w+\.provide\(/.test('const pair = useActorRef(useMemo(() => documentPairMachine.provide({actors}), [lake]))')).toBe(false)
})
