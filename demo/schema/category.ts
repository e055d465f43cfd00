import {defineField, defineType} from '../../core/schema/index.ts'

export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(40)}),
    defineField({name: 'slug', title: 'Slug', type: 'slug', options: {source: 'title', maxLength: 40}, validation: (rule) => rule.required()}),
    defineField({name: 'description', title: 'Description', type: 'text', rows: 4}),
    defineField({
      name: 'colour',
      title: 'Colour',
      type: 'string',
      description: 'Used for the category badge on the website',
      options: {
        list: [
          {title: 'Blue', value: 'blue'},
          {title: 'Green', value: 'green'},
          {title: 'Orange', value: 'orange'},
          {title: 'Purple', value: 'purple'},
          {title: 'Grey', value: 'grey'},
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
    }),
    defineField({
      name: 'parent',
      title: 'Parent category',
      type: 'reference',
      to: [{type: 'category'}],
      weak: true,
      options: {
        disableNew: true,
        // A category cannot be its own parent.
        filter: ({document}) => ({
          filter: '!(_id in [$id, $draftId])',
          params: {id: String(document._id).replace(/^drafts\./, ''), draftId: `drafts.${String(document._id).replace(/^drafts\./, '')}`},
        }),
      },
    }),
    defineField({name: 'sortOrder', title: 'Sort order', type: 'number', validation: (rule) => rule.integer()}),
  ],
  orderings: [
    {name: 'sortOrder', title: 'Sort order', by: [{field: 'sortOrder', direction: 'asc'}, {field: 'title', direction: 'asc'}]},
  ],
  preview: {select: {title: 'title', subtitle: 'parent.title'}},
})
