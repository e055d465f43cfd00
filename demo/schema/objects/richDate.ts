// A moment kept with the zone it was entered in (the editing seed's 'rich date'), for times that
// must read the same to everyone at the venue whatever their own zone.
import {defineField, defineType} from '../../../core/schema/index.ts'

export const TIME_ZONES = [
  'Europe/Oslo', 'Europe/Stockholm', 'Europe/Copenhagen', 'Europe/Berlin', 'Europe/Amsterdam', 'Europe/London', 'America/New_York', 'UTC',
]

export const richDate = defineType({
  name: 'richDate',
  title: 'Date in a time zone',
  type: 'object',
  options: {columns: 2},
  fields: [
    defineField({name: 'local', title: 'Local time', type: 'string', description: 'ISO 8601 with the offset, e.g. 2026-05-04T18:30:00+02:00'}),
    defineField({name: 'utc', title: 'UTC', type: 'datetime', readOnly: true}),
    defineField({name: 'timezone', title: 'Time zone', type: 'string', options: {list: TIME_ZONES}}),
    defineField({name: 'offset', title: 'Offset from UTC (minutes)', type: 'number', readOnly: true}),
  ],
})
