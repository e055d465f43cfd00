// The magazine's writers. One has unpublished changes, one has not been published at all.
import {slug, draftOf, asDraft, imageValue, pairState, type PairState, type SeedContext, type SeedEntry, type SeedDocument} from './context.ts'
import {PortableTextWriter} from './portableText.ts'

interface AuthorSeed {
  name: string
  role: 'staff' | 'editor' | 'contributor' | 'guest'
  expertise: string[]
  handle: string
}

const AUTHORS: AuthorSeed[] = [
  {name: 'Ingrid Halvorsen', role: 'editor', expertise: ['hiking', 'huts', 'navigation'], handle: 'ingridh'},
  {name: 'Marcus Okafor', role: 'staff', expertise: ['climbing', 'rope work'], handle: 'marcuso'},
  {name: 'Lena Vogel', role: 'staff', expertise: ['cycling', 'bikepacking'], handle: 'lenavogel'},
  {name: 'Tomás Rivera', role: 'contributor', expertise: ['paddling', 'coast'], handle: 'trivera'},
  {name: 'Aiko Tanaka', role: 'staff', expertise: ['camping', 'outdoor cooking'], handle: 'aikot'},
  {name: 'Priya Raman', role: 'editor', expertise: ['sustainability', 'repair'], handle: 'priyar'},
  {name: 'Sven Lindqvist', role: 'contributor', expertise: ['winter', 'ski touring'], handle: 'svenl'},
  {name: 'Grace Mbeki', role: 'guest', expertise: ['travel', 'trains'], handle: 'gracembeki'},
  {name: 'Noah Fischer', role: 'staff', expertise: ['gear', 'testing'], handle: 'noahf'},
  {name: 'Chloé Martin', role: 'contributor', expertise: ['trail running'], handle: 'chloem'},
  {name: 'Oskar Berg', role: 'staff', expertise: ['photography', 'mountains'], handle: 'oskarberg'},
  {name: 'Hana Novak', role: 'guest', expertise: ['families', 'day trips'], handle: 'hananovak'},
]

// Mostly published; the 6th has a pending edit; the last is still a draft.
const STATES: PairState[] = ['published', 'published', 'published', 'published', 'published', 'edited', 'published', 'published', 'published', 'published', 'published', 'draft']

export const authorId = (name: string) => `author-${slug(name).current}`

export const AUTHOR_IDS = AUTHORS.map((a) => authorId(a.name))

/** Authors with a published version: strong references may point at them. */
export const PUBLISHED_AUTHOR_IDS = AUTHOR_IDS.filter((_, i) => STATES[i] !== 'draft')

/** The author who exists as a draft only. */
export const DRAFT_AUTHOR_ID = AUTHOR_IDS[STATES.indexOf('draft')]

export function authors(ctx: SeedContext): SeedEntry[] {
  const text = new PortableTextWriter(ctx.random)
  return AUTHORS.map((seed, index) => {
    const first = seed.name.split(' ')[0].toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    const doc: SeedDocument = {
      _id: authorId(seed.name),
      _type: 'author',
      name: seed.name,
      slug: slug(seed.name, 64),
      role: seed.role,
      email: `${first}@trailhead.example`,
      ...(ctx.random.chance(0.6) ? {website: `https://${seed.handle}.example.net`} : {}),
      // Most writers have a portrait (every third none), its hotspot on the face.
      ...(ctx.images.portraits.length > 0 && index % 3 !== 2
        ? {avatar: imageValue(ctx.images.portraits[index % ctx.images.portraits.length], {alt: `Portrait of ${seed.name}`}, {hotspot: true})}
        : {}),
      bio: text.simple(ctx.random.int(1, 2)),
      expertise: seed.expertise,
      socialLinks: [
        {_type: 'socialLink', _key: ctx.random.key(), platform: 'mastodon', url: `https://mastodon.example/@${seed.handle}`, handle: `@${seed.handle}`},
        ...(ctx.random.chance(0.5)
          ? [{_type: 'socialLink', _key: ctx.random.key(), platform: 'github', url: `https://github.com/${seed.handle}`, handle: seed.handle}]
          : []),
      ],
      joinedAt: ctx.date(-ctx.random.int(120, 2400)),
      active: index !== 6,
    }
    const state = pairState(index, STATES)
    if (state === 'draft') return {draft: asDraft({...doc, joinedAt: ctx.date(-3)})}
    if (state === 'edited') {
      return {
        published: doc,
        draft: draftOf(doc, (draft) => {
          draft.role = 'editor'
          draft.expertise = [...seed.expertise, 'editing']
        }),
      }
    }
    return {published: doc}
  })
}

