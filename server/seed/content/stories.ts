// Later transactions of the seed that give the history something to show: edits of published
// documents, live edits, a publish, an unpublish and a deletion.
import type {Mutation} from '../../../core/lake/types.ts'
import {DRAFTS_PREFIX} from '../../../core/documents/ids.ts'
import {ARTICLE_TO_PUBLISH, ARTICLE_TO_UNPUBLISH} from './articles.ts'
import type {SeedEntry} from './context.ts'
import {REDIRECT_TO_DELETE} from './site.ts'

export interface Story {
  author: 'p-admin' | 'p-editor'
  mutations: Mutation[]
}

export function demoStories(entries: SeedEntry[]): Story[] {
  const byId = new Map(entries.map((entry) => [(entry.published ?? entry.draft)!._id.replace(DRAFTS_PREFIX, ''), entry]))
  const toPublish = byId.get(ARTICLE_TO_PUBLISH)!.draft!
  const toUnpublish = byId.get(ARTICLE_TO_UNPUBLISH)!.published!
  return [
    {
      author: 'p-editor',
      mutations: [
        {patch: {id: 'category-guides', set: {description: 'Step-by-step skills, from reading a map to pitching a tent in a storm.'}}},
        {patch: {id: 'product-fjord-rain-jacket', set: {inStock: true, stockCount: 12}}},
      ],
    },
    // Publishing a draft: the draft's content becomes the published version and the draft goes.
    {
      author: 'p-editor',
      mutations: [
        {createOrReplace: {...toPublish, _id: ARTICLE_TO_PUBLISH}},
        {delete: {id: DRAFTS_PREFIX + ARTICLE_TO_PUBLISH}},
      ],
    },
    // Unpublishing: the published version goes and comes back as a draft.
    {
      author: 'p-editor',
      mutations: [
        {delete: {id: ARTICLE_TO_UNPUBLISH}},
        {createIfNotExists: {...toUnpublish, _id: DRAFTS_PREFIX + ARTICLE_TO_UNPUBLISH}},
      ],
    },
    {author: 'p-admin', mutations: [{delete: {id: REDIRECT_TO_DELETE}}]},
    // Live edits of a banner: no draft, the published document changes directly.
    {author: 'p-editor', mutations: [{patch: {id: 'siteBanner-national-day', set: {active: true}}}]},
    {
      author: 'p-admin',
      mutations: [{patch: {id: 'siteBanner-national-day', set: {message: 'Our stores are closed on 17 May. Happy national day!', tone: 'success'}}}],
    },
  ]
}
