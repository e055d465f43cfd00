import {defineField, defineType} from '../../../core/schema/index.ts'

export const COLOURS = [
  {title: 'Black', value: 'black'},
  {title: 'White', value: 'white'},
  {title: 'Sand', value: 'sand'},
  {title: 'Forest', value: 'forest'},
  {title: 'Ocean', value: 'ocean'},
]

export const SIZES = ['XS', 'S', 'M', 'L', 'XL']

export const productVariant = defineType({
  name: 'productVariant',
  title: 'Variant',
  type: 'object',
  options: {modal: {type: 'popover', width: 'auto'}},
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required()}),
    defineField({
      name: 'sku',
      title: 'SKU',
      type: 'string',
      validation: (rule) => rule.required().uppercase().regex(/^[A-Z]{3}-\d{4}-[A-Z0-9]{1,3}$/, {name: 'SKU'}),
    }),
    defineField({
      name: 'colour',
      title: 'Colour',
      type: 'string',
      options: {list: COLOURS, layout: 'radio', direction: 'horizontal'},
    }),
    defineField({name: 'size', title: 'Size', type: 'string', options: {list: SIZES, layout: 'dropdown'}}),
    defineField({name: 'price', title: 'Price', type: 'number', validation: (rule) => rule.positive().precision(2)}),
    defineField({name: 'stock', title: 'In stock', type: 'number', validation: (rule) => rule.integer().min(0)}),
    defineField({name: 'image', title: 'Image', type: 'image', options: {hotspot: true}}),
  ],
  preview: {
    select: {title: 'title', sku: 'sku', price: 'price', media: 'image'},
    prepare: ({title, sku, price, media}) => ({
      title,
      subtitle: [sku, typeof price === 'number' ? price.toFixed(2) : null].filter(Boolean).join(' · '),
      media,
    }),
  },
})
