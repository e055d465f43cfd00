// A notice across the top of the site. Live-edit: changes show at once, there is no draft to publish.
import {defineArrayMember, defineField, defineType} from '../../core/schema/index.ts'

export const siteBanner = defineType({
  name: 'siteBanner',
  title: 'Site banner',
  type: 'document',
  liveEdit: true,
  fields: [
    defineField({name: 'message', title: 'Message', type: 'string', validation: (rule) => rule.required().max(140)}),
    defineField({
      name: 'tone',
      title: 'Tone',
      type: 'string',
      options: {list: ['info', 'success', 'warning', 'critical'], layout: 'radio', direction: 'horizontal'},
      initialValue: 'info',
    }),
    defineField({name: 'active', title: 'Showing', type: 'boolean', options: {layout: 'switch'}, initialValue: false}),
    defineField({name: 'linkUrl', title: 'Link', type: 'url', validation: (rule) => rule.uri({allowRelative: true})}),
    defineField({name: 'linkLabel', title: 'Link text', type: 'string', hidden: ({document}) => !document?.linkUrl}),
    defineField({name: 'startsAt', title: 'Show from', type: 'datetime'}),
    defineField({name: 'endsAt', title: 'Show until', type: 'datetime', validation: (rule) => rule.min(rule.valueOfField('startsAt'))}),
    defineField({
      name: 'audience',
      title: 'Audience',
      type: 'array',
      of: [defineArrayMember({type: 'string'})],
      options: {list: [{title: 'Visitors', value: 'visitors'}, {title: 'Subscribers', value: 'subscribers'}, {title: 'Customers', value: 'customers'}]},
    }),
  ],
  preview: {
    select: {title: 'message', active: 'active', tone: 'tone'},
    prepare: ({title, active, tone}) => ({title, subtitle: `${active ? 'Showing' : 'Hidden'} · ${tone ?? 'info'}`}),
  },
})
