// Search-engine and social-sharing details, folded away until an editor needs them.
import {defineField, defineType} from '../../../core/schema/index.ts'

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: {collapsible: true, collapsed: true},
  fields: [
    defineField({
      name: 'metaTitle',
      title: 'Title for search engines',
      type: 'string',
      description: 'Falls back to the title when empty',
      validation: (rule) => rule.max(60).warning('Longer titles are cut off in search results'),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Description for search engines',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(160).warning('Longer descriptions are cut off in search results'),
    }),
    defineField({name: 'shareImage', title: 'Sharing image', type: 'image', options: {hotspot: true}}),
    defineField({name: 'canonicalUrl', title: 'Canonical address', type: 'url'}),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      initialValue: false,
      options: {layout: 'checkbox'},
    }),
  ],
})
