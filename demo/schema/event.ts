import {defineArrayMember, defineField, defineType} from '../../core/schema/index.ts'

export const EVENT_KINDS = [
  {title: 'Conference', value: 'conference'},
  {title: 'Meetup', value: 'meetup'},
  {title: 'Workshop', value: 'workshop'},
  {title: 'Webinar', value: 'webinar'},
]

export const event = defineType({
  name: 'event',
  title: 'Event',
  type: 'document',
  fieldsets: [
    {name: 'when', title: 'When', options: {columns: 2}},
    {name: 'online', title: 'Online attendance', options: {collapsible: true, collapsed: true}},
  ],
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'slug', title: 'Slug', type: 'slug', options: {source: 'title'}, validation: (rule) => rule.required()}),
    defineField({
      name: 'kind',
      title: 'Kind of event',
      type: 'string',
      options: {list: EVENT_KINDS, layout: 'radio', direction: 'vertical'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'startsAt',
      title: 'Starts',
      type: 'datetime',
      fieldset: 'when',
      options: {dateFormat: 'D MMMM YYYY', timeFormat: 'HH:mm', timeStep: 30},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'endsAt',
      title: 'Ends',
      type: 'datetime',
      fieldset: 'when',
      options: {timeStep: 30},
      validation: (rule) => rule.min(rule.valueOfField('startsAt')),
    }),
    defineField({
      name: 'doorsOpen',
      title: 'Doors open (venue time)',
      type: 'richDate',
      hidden: ({document}) => Boolean(document?.isOnline),
    }),
    defineField({name: 'registrationDeadline', title: 'Registration deadline', type: 'date'}),
    defineField({name: 'isOnline', title: 'Online only', type: 'boolean', fieldset: 'online', initialValue: false}),
    defineField({
      name: 'streamUrl',
      title: 'Stream address',
      type: 'url',
      fieldset: 'online',
      hidden: ({document}) => !document?.isOnline,
      validation: (rule) => rule.uri({scheme: ['https']}),
    }),
    defineField({name: 'venue', title: 'Venue', type: 'venue', hidden: ({document}) => Boolean(document?.isOnline)}),
    defineField({name: 'description', title: 'Description', type: 'text', rows: 6}),
    defineField({
      name: 'speakers',
      title: 'Speakers',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'author'}]})],
      validation: (rule) => rule.unique(),
    }),
    defineField({name: 'ticketTiers', title: 'Tickets', type: 'array', of: [defineArrayMember({type: 'ticketTier'})]}),
    defineField({name: 'organizerEmail', title: 'Organiser e-mail', type: 'email'}),
  ],
  orderings: [{name: 'startsAtAsc', title: 'Soonest first', by: [{field: 'startsAt', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', startsAt: 'startsAt', city: 'venue.address.city', online: 'isOnline'},
    prepare: ({title, startsAt, city, online}) => ({
      title,
      subtitle: online ? 'Online' : city,
      date: startsAt,
    }),
  },
})
