// The website around the content: landing pages, the settings document, live-edit banners and
// redirects.
import {SETTINGS_ID} from '../../../demo/schema/settings.ts'
import {asDraft, draftOf, keyedReferences, slug, type SeedContext, type SeedDocument, type SeedEntry} from './context.ts'
import {PortableTextWriter} from './portableText.ts'
import {categoryId} from './taxonomy.ts'

const FEATURES = [
  {title: 'Repair for life', description: 'Bring any Trailhead product to a store and we will repair it, free of charge.', icon: 'heart'},
  {title: 'Tested in the field', description: 'Every product spends a season outdoors with our staff before it reaches the shelves.', icon: 'bolt'},
  {title: 'Made to last', description: 'Recycled fabrics, replaceable parts and no seasonal throwaway colours.', icon: 'globe'},
  {title: 'A community', description: 'Meetups, workshops and clean-up days in seven cities.', icon: 'users'},
]

const TESTIMONIALS = [
  {quote: 'The repair service gave my old jacket another ten years. I will not buy anywhere else.', name: 'Kari J.', role: 'Hiker, Tromsø'},
  {quote: 'The map and compass workshop was the best three hours I have spent indoors this year.', name: 'David L.', role: 'Workshop participant'},
]

interface PageSeed {
  title: string
  hero: string
  tagline: string
  state: 'published' | 'edited' | 'draft'
}

const PAGES: PageSeed[] = [
  {title: 'Home', hero: 'Stories and gear for the outdoors', tagline: 'A magazine, a shop and a community for people who like to get outside.', state: 'published'},
  {title: 'Summer sale', hero: 'Up to 30% off tents and sleeping bags', tagline: 'Two weeks only, in stores and online.', state: 'edited'},
  {title: 'Our repair workshop', hero: 'We fix what we sell', tagline: 'Zips, seams, buckles and down: bring it in and we will have a look.', state: 'published'},
  {title: 'Join the community', hero: 'Find your people', tagline: 'Meetups, clean-up days and workshops near you.', state: 'draft'},
]

export const landingPageId = (title: string) => `landingPage-${slug(title).current}`

export function landingPages(ctx: SeedContext, articleIds: string[]): SeedEntry[] {
  const {random} = ctx
  const text = new PortableTextWriter(random)
  return PAGES.map((page, index) => {
    const testimonial = TESTIMONIALS[index % TESTIMONIALS.length]
    const doc: SeedDocument = {
      _id: landingPageId(page.title),
      _type: 'landingPage',
      title: page.title,
      slug: slug(page.title, 48),
      sections: [
        {_type: 'hero', _key: random.key(), heading: page.hero, tagline: page.tagline, buttonLabel: 'Shop now', buttonUrl: '/shop'},
        {_type: 'articleList', _key: random.key(), heading: 'Latest stories', articles: keyedReferences(ctx, random.sample(articleIds, 4))},
        {
          _type: 'featureGrid',
          _key: random.key(),
          heading: 'Why Trailhead',
          columns: random.pick([2, 3, 4]),
          features: random.sample(FEATURES, 3).map((feature) => ({_type: 'feature', _key: random.key(), ...feature})),
        },
        {_type: 'testimonial', _key: random.key(), ...testimonial},
        {_type: 'ctaBanner', _key: random.key(), heading: 'Join the community', text: 'Events every month in seven cities.', buttonLabel: 'See events', buttonUrl: '/events', tone: 'primary'},
      ],
      content: [text.heading('h2', page.hero), text.paragraph({decorate: true, link: true}), text.callout(), text.paragraph()],
      seo: {_type: 'seo', metaTitle: `${page.title} | Trailhead`, metaDescription: page.tagline, noIndex: false},
    }
    if (page.state === 'draft') return {draft: asDraft(doc)}
    if (page.state === 'edited') {
      return {published: doc, draft: draftOf(doc, (draft) => ((draft.sections as {heading?: string}[])[0].heading = 'Up to 40% off tents and sleeping bags'))}
    }
    return {published: doc}
  })
}

export function siteSettings(ctx: SeedContext): SeedEntry {
  const text = new PortableTextWriter(ctx.random)
  const published: SeedDocument = {
    _id: SETTINGS_ID,
    _type: 'settings',
    siteTitle: 'Trailhead',
    tagline: 'Stories and gear for the outdoors',
    siteUrl: 'https://trailhead.example',
    contactEmail: 'hello@trailhead.example',
    defaultLocale: 'en-US',
    mainNavigation: keyedReferences(ctx, [
      landingPageId('Home'),
      categoryId('hiking'),
      categoryId('climbing'),
      categoryId('guides'),
      landingPageId('Our repair workshop'),
    ]),
    footerText: text.simple(1),
    socialLinks: [
      {_type: 'socialLink', _key: ctx.random.key(), platform: 'mastodon', url: 'https://mastodon.example/@trailhead', handle: '@trailhead'},
      {_type: 'socialLink', _key: ctx.random.key(), platform: 'youtube', url: 'https://youtube.example/trailhead', handle: 'trailhead'},
    ],
    maintenanceMode: false,
    analyticsId: 'G-DEMO12345',
  }
  return {published, draft: draftOf(published, (draft) => (draft.tagline = 'Stories, gear and events for the outdoors'))}
}

export function siteBanners(ctx: SeedContext): SeedEntry[] {
  const banners = [
    {id: 'free-shipping', message: 'Free shipping on orders over €50 this week', tone: 'success', active: true, linkUrl: '/shop', linkLabel: 'Shop now', audience: ['visitors', 'customers']},
    {id: 'national-day', message: 'Our stores are closed on 17 May', tone: 'info', active: false, audience: ['visitors']},
    {id: 'repair-bookings', message: 'Repair workshop bookings are open again', tone: 'warning', active: true, linkUrl: 'https://trailhead.example/repair', linkLabel: 'Book a slot', audience: ['customers', 'subscribers']},
  ]
  return banners.map(({id, ...banner}, index) => ({
    published: {_id: `siteBanner-${id}`, _type: 'siteBanner', ...banner, startsAt: ctx.at(-2 + index * 3), endsAt: ctx.at(12 + index * 3)},
  }))
}

export const REDIRECT_TO_DELETE = 'redirect-spring-campaign'

export function redirects(_ctx: SeedContext): SeedEntry[] {
  const rules: [id: string, from: string, to: string, permanent: boolean, note?: string][] = [
    ['blog', '/blog', '/articles', true, 'The magazine moved in 2024'],
    ['shop-jackets', '/shop/jackets', '/shop?category=gear', true],
    ['events-old', '/whats-on', '/events', true],
    ['repair', '/service', '/repair', true],
    ['summer', '/summer', '/summer-sale', false, 'Campaign page, remove after August'],
    ['newsletter', '/newsletter', 'https://newsletter.trailhead.example/subscribe', false],
    ['careers', '/jobs', 'https://jobs.trailhead.example', true],
    ['spring-campaign', '/spring', '/shop', false, 'Deleted again when the campaign ended'],
  ]
  return rules.map(([id, fromPath, destination, permanent, note]) => ({
    published: {_id: `redirect-${id}`, _type: 'redirect', fromPath, destination, permanent, ...(note ? {note} : {})},
  }))
}
