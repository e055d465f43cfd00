import {defineField, defineType} from '../../../core/schema/index.ts'

export const SOCIAL_PLATFORMS = [
  {title: 'Mastodon', value: 'mastodon'},
  {title: 'Bluesky', value: 'bluesky'},
  {title: 'LinkedIn', value: 'linkedin'},
  {title: 'GitHub', value: 'github'},
  {title: 'YouTube', value: 'youtube'},
  {title: 'Website', value: 'website'},
]

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  fields: [
    defineField({name: 'platform', title: 'Platform', type: 'string', options: {list: SOCIAL_PLATFORMS}}),
    defineField({name: 'url', title: 'Address', type: 'url', validation: (rule) => rule.required()}),
    defineField({name: 'handle', title: 'Handle', type: 'string'}),
  ],
  preview: {select: {title: 'handle', subtitle: 'platform'}},
})
