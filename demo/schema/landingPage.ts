import {defineArrayMember, defineField, defineType} from '../../core/schema/index.ts'
import {PAGE_SECTIONS} from './objects/pageSections.ts'

export const landingPage = defineType({
  name: 'landingPage',
  title: 'Landing page',
  type: 'document',
  groups: [
    {name: 'page', title: 'Page', default: true},
    {name: 'seo', title: 'SEO'},
  ],
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', group: 'page', validation: (rule) => rule.required()}),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'page',
      options: {source: 'title', maxLength: 48},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'page',
      description: 'Stacked from top to bottom',
      of: PAGE_SECTIONS.map((section) => defineArrayMember({type: section.name})),
      options: {modal: {type: 'dialog', width: 2}},
    }),
    defineField({name: 'content', title: 'Page text', type: 'blockContent', group: 'page'}),
    defineField({name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo'}),
  ],
  preview: {select: {title: 'title', slug: 'slug.current'}, prepare: ({title, slug}) => ({title, subtitle: slug ? `/${slug}` : ''})},
})
