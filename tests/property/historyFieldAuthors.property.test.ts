// Field attribution over random editing sessions: authors edit one field of the draft at a time,
// sometimes publish or discard, each step a transaction with real mendoza effects. Replaying them
// credits each field to exactly the authors whose edits changed it (a publish credits nobody), and
// the document it ends with is the session's last shown version.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {fieldAuthors, type HistoryTransaction} from '../../core/history/index.ts'
import {documentEffectsOf} from '../../core/mendoza/documentEffects.ts'

type Doc = Record<string, unknown>
const ID = 'doc'
const DRAFT = 'drafts.doc'
const FIELDS = ['title', 'body', 'tags', 'author'] as const

type Step = {kind: 'edit'; field: (typeof FIELDS)[number]; value: unknown; author: string} | {kind: 'publish'; author: string} | {kind: 'discard'; author: string}

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {weight: 6, arbitrary: fc.record({kind: fc.constant('edit' as const), field: fc.constantFrom(...FIELDS), value: fc.oneof(fc.string({maxLength: 6}), fc.array(fc.string({maxLength: 3}), {maxLength: 3}), fc.constant(undefined)), author: fc.constantFrom('ada', 'bo', 'cy')})},
  {weight: 1, arbitrary: fc.record({kind: fc.constant('publish' as const), author: fc.constantFrom('ada', 'bo', 'cy')})},
  {weight: 1, arbitrary: fc.record({kind: fc.constant('discard' as const), author: fc.constantFrom('ada', 'bo', 'cy')})},
)

describe('field attribution', () => {
  it('credits each field to exactly the authors whose transactions changed what the editor sees', () => {
    fc.assert(
      fc.property(fc.array(stepArb, {maxLength: 30}), (steps) => {
        let draft: Doc | null = {_id: DRAFT, _type: 'article'}
        let published: Doc | null = null
        const transactions: HistoryTransaction[] = [{id: 't0', timestamp: '2026-01-01T00:00:00Z', author: 'ada', effects: {[DRAFT]: documentEffectsOf(null, draft)}}]
        const oracle = new Map<string, Set<string>>()
        for (const [n, step] of steps.entries()) {
          let nextDraft: Doc | null = draft
          let nextPublished: Doc | null = published
          if (step.kind === 'edit') {
            const base: Doc = {...(draft ?? {...published!, _id: DRAFT})}
            if (step.value === undefined) delete base[step.field]
            else base[step.field] = step.value
            nextDraft = base
          } else if (step.kind === 'publish') {
            if (!draft) continue
            nextPublished = {...draft, _id: ID}
            nextDraft = null
          } else {
            if (!draft || !published) continue
            nextDraft = null
          }
          const effects: Record<string, {apply: unknown; revert: unknown}> = {}
          if (JSON.stringify(nextDraft) !== JSON.stringify(draft)) effects[DRAFT] = documentEffectsOf(draft, nextDraft)
          if (JSON.stringify(nextPublished) !== JSON.stringify(published)) effects[ID] = documentEffectsOf(published, nextPublished)
          if (Object.keys(effects).length === 0) continue
          // The oracle: fields whose value the editor sees changed, by this step's author.
          const seenBefore = draft ?? published
          const seenAfter = nextDraft ?? nextPublished
          for (const field of FIELDS) {
            if (JSON.stringify(seenBefore?.[field]) !== JSON.stringify(seenAfter?.[field])) {
              oracle.set(field, (oracle.get(field) ?? new Set()).add(step.author))
            }
          }
          transactions.push({id: `t${n + 1}`, timestamp: '2026-01-01T00:00:00Z', author: step.author, effects})
          draft = nextDraft
          published = nextPublished
        }
        const {authors, after} = fieldAuthors(transactions, ID)
        const got = new Map([...authors].filter(([field]) => field !== '_type').map(([field, list]) => [field, new Set(list)]))
        expect(got).toEqual(oracle)
        const {_rev, ...shown} = after ?? {}
        expect(shown).toEqual(draft ?? published)
      }),
      {numRuns: 300},
    )
  })

  it('credits nobody for a publish', () => {
    const draft = {_id: DRAFT, _type: 'article', title: 'Hello'}
    const transactions: HistoryTransaction[] = [
      {id: 't1', timestamp: '2026-01-01T00:00:00Z', author: 'ada', effects: {[DRAFT]: documentEffectsOf(null, draft)}},
      {id: 't2', timestamp: '2026-01-01T01:00:00Z', author: 'bo', effects: {[DRAFT]: documentEffectsOf(draft, null), [ID]: documentEffectsOf(null, {...draft, _id: ID})}},
    ]
    expect(fieldAuthors(transactions, ID).authors.get('title')).toEqual(['ada'])
  })
})
