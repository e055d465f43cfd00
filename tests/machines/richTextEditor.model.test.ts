// Rich-text activation and fullscreen, walked from the machine itself (xstate/graph): every path
// of the model replayed on a real actor, checked after each step against what the spec says the
// editor is (ED-PT-030, ED-PT-031): inactive until activated, fullscreen only while active, the
// toggle and Escape both leaving it, and never inactive again.
import {createActor} from 'xstate'
import {TestModel} from 'xstate/graph'
import {describe, expect, it} from 'vitest'
import {richTextEditorMachine, type RichTextEditorEvent} from '../../machines/richTextEditor.ts'

const events: RichTextEditorEvent[] = [{type: 'activate'}, {type: 'fullscreen.toggle'}, {type: 'fullscreen.exit'}]

const model = new TestModel(richTextEditorMachine, {events, filterEvents: (snapshot, event) => snapshot.can(event)})

/** The oracle: what the editor should be after a run of events, from the spec alone. */
function expected(run: RichTextEditorEvent[]): {active: boolean; fullscreen: boolean} {
  let active = false
  let fullscreen = false
  for (const event of run) {
    if (event.type === 'activate') active = true
    else if (!active) continue
    else if (event.type === 'fullscreen.toggle') fullscreen = !fullscreen
    else fullscreen = false
  }
  return {active, fullscreen}
}

describe('rich-text editor machine', () => {
  const paths = model.getSimplePaths({allowDuplicatePaths: true})

  it('reaches every state: inactive, inline and fullscreen', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect(reached).toEqual(new Set(['"inactive"', '{"active":"inline"}', '{"active":"fullscreen"}']))
  })

  for (const path of paths) {
    it(`follows the spec: ${path.steps.map((step) => step.event.type).join(' → ') || '(start)'}`, () => {
      const actor = createActor(richTextEditorMachine).start()
      const run: RichTextEditorEvent[] = []
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.')) continue
        actor.send(step.event)
        run.push(step.event)
        const {active, fullscreen} = expected(run)
        expect(actor.getSnapshot().matches('active')).toBe(active)
        expect(actor.getSnapshot().matches({active: 'fullscreen'})).toBe(fullscreen)
      }
    })
  }

  // The graph's simple paths reach each state once; every transition (fullscreen left by Escape
  // included) is covered by replaying every run of up to four events.
  it('follows the spec for every run of up to four events', () => {
    const runs: RichTextEditorEvent[][] = [[]]
    for (let length = 0; length < 4; length++) for (const run of runs.filter((r) => r.length === length)) for (const event of events) runs.push([...run, event])
    for (const run of runs) {
      const actor = createActor(richTextEditorMachine).start()
      for (const event of run) actor.send(event)
      expect({active: actor.getSnapshot().matches('active'), fullscreen: actor.getSnapshot().matches({active: 'fullscreen'})}, run.map((e) => e.type).join(' → ')).toEqual(expected(run))
    }
  })

  it('ignores fullscreen before activation: the overlay is in the way', () => {
    const actor = createActor(richTextEditorMachine).start()
    actor.send({type: 'fullscreen.toggle'})
    expect(actor.getSnapshot().value).toBe('inactive')
  })
})
