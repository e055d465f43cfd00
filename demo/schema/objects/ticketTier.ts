import {defineField, defineType} from '../../../core/schema/index.ts'

export const ticketTier = defineType({
  name: 'ticketTier',
  title: 'Ticket tier',
  type: 'object',
  fields: [
    defineField({name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'price', title: 'Price', type: 'number', validation: (rule) => rule.min(0).precision(2)}),
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      options: {list: ['EUR', 'NOK', 'SEK', 'USD', 'GBP'], layout: 'radio', direction: 'horizontal'},
      initialValue: 'EUR',
    }),
    defineField({name: 'quantity', title: 'Tickets available', type: 'number', validation: (rule) => rule.integer().min(1)}),
    defineField({name: 'salesEnd', title: 'Sales end', type: 'datetime'}),
  ],
  preview: {
    select: {title: 'name', price: 'price', currency: 'currency'},
    prepare: ({title, price, currency}) => ({title, subtitle: price ? `${price} ${currency ?? ''}`.trim() : 'Free'}),
  },
})
