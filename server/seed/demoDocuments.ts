// First run: the demo content, committed through the lake's ordinary transaction path so that
// every document has a history. Deterministic: the same documents on every fresh data folder
// (dates are relative to the day of the seed).
import {Access} from '../access/access.ts'
import type {Dataset} from '../dataset/dataset.ts'
import type {Mutation} from '../../core/lake/types.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {demoCatalogue} from './content/catalogue.ts'
import {NO_DEMO_IMAGES, seedContext, type DemoImages, type SeedDocument} from './content/context.ts'
import {SeededRandom} from './content/prng.ts'
import {demoStories} from './content/stories.ts'

const SEED = 20_240_917
const BATCH_SIZE = 25
const HOUR_MS = 3_600_000

interface Author {
  id: string
  role: string
}

const ADMIN: Author = {id: 'p-admin', role: 'administrator'}
const EDITOR: Author = {id: 'p-editor', role: 'editor'}
// Drafts nobody has published yet come from the contributor, who may only write drafts.
const CONTRIBUTOR: Author = {id: 'p-contributor', role: 'contributor'}

export async function seedDemoDocuments(dataset: Dataset, options: {now?: Date; images?: DemoImages} = {}): Promise<number> {
  const now = options.now ?? new Date()
  const entries = demoCatalogue(seedContext(new SeededRandom(SEED), now, options.images ?? NO_DEMO_IMAGES))
  const before = dataset.index.all().length

  // Back-dated so the history reads like weeks of work: creation, then drafts, then recent edits.
  let clock = now.getTime() - 40 * 24 * HOUR_MS
  const commit = async (author: Author, mutations: Mutation[], stepHours: number) => {
    await dataset.commit({mutations, author: author.id, access: new Access(grantsOfRoles([author.role])), now: new Date(clock)})
    clock += stepHours * HOUR_MS
  }
  const inBatches = async (author: Author, documents: SeedDocument[], stepHours: number) => {
    for (let i = 0; i < documents.length; i += BATCH_SIZE) {
      await commit(author, documents.slice(i, i + BATCH_SIZE).map((create) => ({create})), stepHours)
    }
  }

  await inBatches(ADMIN, entries.flatMap((e) => (e.published ? [e.published] : [])), 6)
  clock = Math.max(clock, now.getTime() - 6 * 24 * HOUR_MS)
  await inBatches(EDITOR, entries.flatMap((e) => (e.published && e.draft ? [e.draft] : [])), 5)
  // Contributors may not touch products: a new product's first draft comes from the editor.
  const firstDrafts = entries.flatMap((e) => (!e.published && e.draft ? [e.draft] : []))
  await inBatches(CONTRIBUTOR, firstDrafts.filter((draft) => draft._type !== 'product'), 5)
  await inBatches(EDITOR, firstDrafts.filter((draft) => draft._type === 'product'), 5)
  clock = Math.max(clock, now.getTime() - 24 * HOUR_MS)
  for (const story of demoStories(entries)) await commit(story.author === 'p-admin' ? ADMIN : EDITOR, story.mutations, 2)

  return dataset.index.all().length - before
}
