// The building blocks of a landing page: its `sections` array accepts any of these, in any order.
import {defineArrayMember, defineField, defineType} from '../../../core/schema/index.ts'

const buttonFields = [
  defineField({name: 'buttonLabel', title: 'Button label', type: 'string'}),
  defineField({name: 'buttonUrl', title: 'Button address', type: 'url', validation: (rule) => rule.uri({allowRelative: true})}),
]

export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'tagline', title: 'Tagline', type: 'text', rows: 2}),
    defineField({name: 'image', title: 'Background image', type: 'image', options: {hotspot: true}}),
    ...buttonFields,
  ],
  preview: {select: {title: 'heading', subtitle: 'tagline', media: 'image'}},
})

export const featureGrid = defineType({
  name: 'featureGrid',
  title: 'Feature grid',
  type: 'object',
  fields: [
    defineField({name: 'heading', title: 'Heading', type: 'string'}),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'number',
      options: {list: [2, 3, 4], layout: 'radio', direction: 'horizontal'},
      initialValue: 3,
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      options: {layout: 'grid', columns: 3},
      of: [
        defineArrayMember({
          name: 'feature',
          title: 'Feature',
          type: 'object',
          fields: [
            defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required()}),
            defineField({name: 'description', title: 'Description', type: 'text', rows: 3}),
            defineField({
              name: 'icon',
              title: 'Icon',
              type: 'string',
              options: {list: ['bolt', 'lock', 'globe', 'users', 'chart', 'heart']},
            }),
          ],
        }),
      ],
      validation: (rule) => rule.max(12),
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: title || 'Feature grid', subtitle: 'Feature grid'})},
})

export const ctaBanner = defineType({
  name: 'ctaBanner',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'text', title: 'Text', type: 'text', rows: 2}),
    ...buttonFields,
    defineField({
      name: 'tone',
      title: 'Tone',
      type: 'string',
      options: {list: ['default', 'primary', 'positive', 'caution'], layout: 'radio', direction: 'vertical'},
      initialValue: 'primary',
    }),
  ],
})

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'object',
  fields: [
    defineField({name: 'quote', title: 'Quote', type: 'text', rows: 4, validation: (rule) => rule.required()}),
    defineField({name: 'name', title: 'Name', type: 'string'}),
    defineField({name: 'role', title: 'Role and company', type: 'string'}),
    defineField({name: 'portrait', title: 'Portrait', type: 'image'}),
  ],
  preview: {select: {title: 'quote', subtitle: 'name', media: 'portrait'}},
})

export const articleList = defineType({
  name: 'articleList',
  title: 'Article list',
  type: 'object',
  fields: [
    defineField({name: 'heading', title: 'Heading', type: 'string'}),
    defineField({
      name: 'articles',
      title: 'Articles',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'article'}]})],
      validation: (rule) => rule.unique().max(6),
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: title || 'Article list', subtitle: 'Article list'})},
})

export const PAGE_SECTIONS = [hero, featureGrid, ctaBanner, testimonial, articleList]
