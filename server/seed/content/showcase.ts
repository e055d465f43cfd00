// The field showcase: one document with every field filled in, one just started.
import {asDraft, imageValue, keyedReferences, reference, slug, type SeedContext, type SeedEntry} from './context.ts'
import {richDate} from './events.ts'
import {PortableTextWriter} from './portableText.ts'
import {CATEGORY_IDS} from './taxonomy.ts'

export function fieldShowcases(ctx: SeedContext, ids: {article: string; featuredArticle: string; author: string; product: string}): SeedEntry[] {
  const {random} = ctx
  const text = new PortableTextWriter(random)
  const datetime = ctx.at(7, 13, 45)
  const complete = {
    _id: 'fieldShowcase-complete',
    _type: 'fieldShowcase',
    title: 'Every field filled in',
    slug: slug('Every field filled in ABC', 30),
    code: 'ABC',
    handle: 'showcase',
    shortText: 'Two rows of text are enough for a short note like this one.',
    longText: 'A longer text.\n\nIt keeps its line breaks, and the area grows to ten rows before it scrolls.',
    email: 'showcase@trailhead.example',
    website: 'https://trailhead.example/showcase',
    relativeLink: '/events/trail-running-clinic',
    dropdown: 'banana',
    radioHorizontal: 'cherry',
    radioVertical: 'medium',
    rating: 4,
    priority: 2,
    switchOn: true,
    checkbox: false,
    checkboxList: ['apple', 'damson'],
    checkboxGrid: ['red', 'green', 'blue'],
    tags: ['demo', 'every field', 'showcase'],
    quantity: 12,
    ratio: 0.618,
    temperature: -4.5,
    date: ctx.date(14),
    dateFormatted: ctx.date(21),
    datetime,
    datetimeStepped: ctx.at(10, 8, 15),
    zonedTime: richDate(datetime, 'Europe/Oslo'),
    nested: {
      label: 'Outer object',
      left: 'Left side',
      right: 'Right side',
      inner: {note: 'Folded away by default', point: {_type: 'geopoint', lat: 61.6364, lng: 8.3125, alt: 2469}},
    },
    place: {_type: 'geopoint', lat: 59.9139, lng: 10.7522},
    numbers: [3, 1, 4, 1, 5, 9],
    mixed: [
      text.callout(),
      text.codeSnippet('groq', 'query.groq', '*[_type == "article" && featured] | order(publishedAt desc)[0...5]{title, "author": author->name}'),
      {_type: 'quote', _key: random.key(), text: 'Walk slowly enough to notice where you are.', by: 'Trailhead staff'},
    ],
    cards: [
      {_type: 'card', _key: random.key(), heading: 'First card'},
      {_type: 'card', _key: random.key(), heading: 'Second card'},
      {_type: 'card', _key: random.key(), heading: 'Third card'},
    ],
    richText: [text.heading('h2', 'Rich text'), text.paragraph({decorate: true, link: true, internalLink: ids.article, footnote: true}), ...text.list('bullet', 3), text.quote()],
    ...showcaseImages(ctx),
    anyDocument: reference(ids.product),
    weakReference: reference(ids.featuredArticle, {weak: true}),
    references: keyedReferences(ctx, [ids.author, CATEGORY_IDS[0], CATEGORY_IDS[3]]),
    showMore: true,
    revealed: 'Visible because "Show more fields" is on',
    locked: 'Set by the system',
    lockedWhenChecked: 'Editable while the checkbox is not ticked',
    legacyCode: 'OLD-1',
    internalNote: 'Seeded with the demo content',
  }
  return [{published: complete}, {draft: asDraft({_id: 'fieldShowcase-empty', _type: 'fieldShowcase', title: 'A showcase just started', showMore: false, locked: 'Set by the system'})}]
}

/** The media group's image fields: one image with its hotspot and a crop, and a gallery of three. */
function showcaseImages(ctx: SeedContext): Record<string, unknown> {
  const {landscapes, products, portraits} = ctx.images
  if (landscapes.length < 2 || products.length === 0 || portraits.length === 0) return {}
  return {
    image: imageValue(landscapes[1], {alt: landscapes[1].title, caption: 'Cropped a little from the bottom and the right, with its hotspot on the sun.'}, {hotspot: true, crop: {top: 0, bottom: 0.1, left: 0, right: 0.15}}),
    gallery: [landscapes[3], products[0], portraits[2]].map((picture, n) => imageValue(picture, {}, {key: `gallery${n}`})),
  }
}
