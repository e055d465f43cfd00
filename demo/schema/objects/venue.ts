// Where an event takes place: a nested address object and a point on the map.
import {defineField, defineType} from '../../../core/schema/index.ts'

export const COUNTRIES = [
  {title: 'Norway', value: 'NO'},
  {title: 'Sweden', value: 'SE'},
  {title: 'Denmark', value: 'DK'},
  {title: 'Germany', value: 'DE'},
  {title: 'Netherlands', value: 'NL'},
  {title: 'United Kingdom', value: 'GB'},
  {title: 'United States', value: 'US'},
]

export const address = defineType({
  name: 'address',
  title: 'Address',
  type: 'object',
  options: {columns: 2},
  fields: [
    defineField({name: 'street', title: 'Street', type: 'string'}),
    defineField({name: 'postalCode', title: 'Postal code', type: 'string'}),
    defineField({name: 'city', title: 'City', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'country', title: 'Country', type: 'string', options: {list: COUNTRIES}}),
  ],
})

export const venue = defineType({
  name: 'venue',
  title: 'Venue',
  type: 'object',
  fieldsets: [{name: 'access', title: 'Access and capacity', options: {collapsible: true, collapsed: true, columns: 2}}],
  fields: [
    defineField({name: 'name', title: 'Venue name', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'address', title: 'Address', type: 'address'}),
    defineField({name: 'location', title: 'Location on the map', type: 'geopoint'}),
    defineField({
      name: 'capacity',
      title: 'Capacity',
      type: 'number',
      fieldset: 'access',
      validation: (rule) => rule.integer().positive(),
    }),
    defineField({name: 'stepFree', title: 'Step-free access', type: 'boolean', fieldset: 'access'}),
    defineField({name: 'directions', title: 'Directions', type: 'text', rows: 3, fieldset: 'access'}),
  ],
  preview: {select: {title: 'name', subtitle: 'address.city'}},
})
