// Events in cities around the North Sea, and a few online: dates, venues on the map, tickets.
import {asDraft, draftOf, keyedReferences, pairState, slug, type PairState, type SeedContext, type SeedDocument, type SeedEntry} from './context.ts'
import {PUBLISHED_AUTHOR_IDS} from './people.ts'
import {sentences} from './text.ts'

interface City {
  name: string
  country: string
  timeZone: string
  lat: number
  lng: number
  venues: string[]
  street: string
  postalCode: string
}

const CITIES: Record<string, City> = {
  oslo: {name: 'Oslo', country: 'NO', timeZone: 'Europe/Oslo', lat: 59.9139, lng: 10.7522, venues: ['Trailhead Oslo', 'Sentralen'], street: 'Øvre Slottsgate 3', postalCode: '0157'},
  bergen: {name: 'Bergen', country: 'NO', timeZone: 'Europe/Oslo', lat: 60.3913, lng: 5.3221, venues: ['Bryggen Hall', 'Trailhead Bergen'], street: 'Bryggen 15', postalCode: '5003'},
  trondheim: {name: 'Trondheim', country: 'NO', timeZone: 'Europe/Oslo', lat: 63.4305, lng: 10.3951, venues: ['Trailhead Trondheim'], street: 'Nordre gate 11', postalCode: '7011'},
  stockholm: {name: 'Stockholm', country: 'SE', timeZone: 'Europe/Stockholm', lat: 59.3293, lng: 18.0686, venues: ['Södra Teatern'], street: 'Mosebacke torg 1', postalCode: '116 46'},
  copenhagen: {name: 'Copenhagen', country: 'DK', timeZone: 'Europe/Copenhagen', lat: 55.6761, lng: 12.5683, venues: ['Kødbyen Hall'], street: 'Flæsketorvet 68', postalCode: '1711'},
  berlin: {name: 'Berlin', country: 'DE', timeZone: 'Europe/Berlin', lat: 52.52, lng: 13.405, venues: ['Tempelhof Hangar 4'], street: 'Platz der Luftbrücke 5', postalCode: '12101'},
  amsterdam: {name: 'Amsterdam', country: 'NL', timeZone: 'Europe/Amsterdam', lat: 52.3676, lng: 4.9041, venues: ['Westergas'], street: 'Pazzanistraat 37', postalCode: '1014 DB'},
}

interface EventSeed {
  title: string
  kind: 'conference' | 'meetup' | 'workshop' | 'webinar'
  /** A city key, or null for an online event. */
  city: string | null
  /** Days from the seed's day. */
  inDays: number
  hours: number
}

const EVENTS: EventSeed[] = [
  {title: 'Trailhead Outdoor Summit', kind: 'conference', city: 'oslo', inDays: 45, hours: 32},
  {title: 'Map and compass workshop', kind: 'workshop', city: 'bergen', inDays: 12, hours: 3},
  {title: 'Climbing meetup Oslo', kind: 'meetup', city: 'oslo', inDays: -20, hours: 3},
  {title: 'Repair café: jackets and tents', kind: 'workshop', city: 'trondheim', inDays: 5, hours: 4},
  {title: 'Winter camping, explained', kind: 'webinar', city: null, inDays: 30, hours: 1},
  {title: 'Bikepacking night', kind: 'meetup', city: 'stockholm', inDays: -45, hours: 3},
  {title: 'Sea kayak safety course', kind: 'workshop', city: 'bergen', inDays: 60, hours: 6},
  {title: 'Leave no trace in practice', kind: 'webinar', city: null, inDays: -10, hours: 1},
  {title: 'Gear swap market', kind: 'meetup', city: 'copenhagen', inDays: 18, hours: 5},
  {title: 'Trail running clinic', kind: 'workshop', city: 'berlin', inDays: 25, hours: 3},
  {title: 'Fjord film festival', kind: 'conference', city: 'bergen', inDays: 90, hours: 56},
  {title: 'Spring clean-up day', kind: 'meetup', city: 'amsterdam', inDays: 7, hours: 4},
  {title: 'Alpine skills weekend', kind: 'workshop', city: 'trondheim', inDays: 75, hours: 30},
  {title: 'Train travel to the Alps: questions and answers', kind: 'webinar', city: null, inDays: 40, hours: 1},
]

const STATES: PairState[] = ['published', 'published', 'published', 'published', 'published', 'edited', 'draft']

/** The time at `utc` as seen in `timeZone`: the editing seed's rich date. */
export function richDate(utc: string, timeZone: string) {
  const when = new Date(utc)
  const name = new Intl.DateTimeFormat('en-US', {timeZone, timeZoneName: 'longOffset'})
    .formatToParts(when)
    .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  const offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  const suffix = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
  const local = new Date(when.getTime() + offset * 60_000).toISOString().slice(0, 19) + suffix
  return {_type: 'richDate', local, utc: when.toISOString(), timezone: timeZone, offset}
}

export function events(ctx: SeedContext): SeedEntry[] {
  const {random} = ctx
  return EVENTS.map((seed, index) => {
    const city = seed.city ? CITIES[seed.city] : null
    const startsAt = ctx.at(seed.inDays, seed.kind === 'webinar' ? 16 : random.pick([7, 8, 15, 16]), random.pick([0, 30]))
    const endsAt = new Date(Date.parse(startsAt) + seed.hours * 3_600_000).toISOString()
    const price = seed.kind === 'webinar' || seed.kind === 'meetup' ? 0 : random.pick([150, 250, 450, 1200])
    const doc: SeedDocument = {
      _id: `event-${slug(seed.title).current}`,
      _type: 'event',
      title: seed.title,
      slug: slug(seed.title),
      kind: seed.kind,
      startsAt,
      endsAt,
      registrationDeadline: ctx.date(seed.inDays - 3),
      isOnline: city === null,
      description: sentences(random, random.int(2, 4)),
      speakers: keyedReferences(ctx, random.sample(PUBLISHED_AUTHOR_IDS, random.int(1, 3))),
      ticketTiers: [
        {_type: 'ticketTier', _key: random.key(), name: 'Standard', price, currency: 'EUR', quantity: random.int(20, 400), salesEnd: ctx.at(seed.inDays - 1, 22)},
        ...(price > 0
          ? [{_type: 'ticketTier', _key: random.key(), name: 'Early bird', price: Math.round(price * 0.8), currency: 'EUR', quantity: 30, salesEnd: ctx.at(seed.inDays - 21, 22)}]
          : []),
      ],
      organizerEmail: 'events@trailhead.example',
    }
    if (city) {
      doc.doorsOpen = richDate(new Date(Date.parse(startsAt) - 30 * 60_000).toISOString(), city.timeZone)
      doc.venue = {
        _type: 'venue',
        name: random.pick(city.venues),
        address: {_type: 'address', street: city.street, postalCode: city.postalCode, city: city.name, country: city.country},
        // A little jitter so the venues of one city do not share a single pin.
        location: {_type: 'geopoint', lat: Math.round((city.lat + (random.next() - 0.5) / 100) * 1e6) / 1e6, lng: Math.round((city.lng + (random.next() - 0.5) / 100) * 1e6) / 1e6},
        capacity: random.pick([40, 80, 150, 600]),
        stepFree: random.chance(0.7),
        directions: 'A short walk from the central station; follow the signs to the main entrance.',
      }
    } else {
      doc.streamUrl = `https://live.trailhead.example/${slug(seed.title).current}`
    }
    const state = pairState(index, STATES)
    if (state === 'draft') return {draft: asDraft(doc)}
    if (state === 'edited') {
      return {
        published: doc,
        draft: draftOf(doc, (draft) => {
          draft.endsAt = new Date(Date.parse(endsAt) + 3_600_000).toISOString()
          draft.description = `${doc.description} ${sentences(random, 1)}`
        }),
      }
    }
    return {published: doc}
  })
}
