// Site-wide settings. One document with the fixed id SETTINGS_ID; the configuration offers no
// template for it, so editors open the existing one instead of creating more.
import {defineArrayMember, defineField, defineType} from '../../core/schema/index.ts'

export const SETTINGS_ID = 'settings'

export const settings = defineType({
  name: 'settings',
  title: 'Site settings',
  type: 'document',
  groups: [
    {name: 'general', title: 'General', default: true},
    {name: 'navigation', title: 'Navigation'},
    {name: 'advanced', title: 'Advanced'},
  ],
  fields: [
    defineField({name: 'siteTitle', title: 'Site title', type: 'string', group: 'general', validation: (rule) => rule.required()}),
    defineField({name: 'tagline', title: 'Tagline', type: 'string', group: 'general'}),
    defineField({
      name: 'siteUrl',
      title: 'Site address',
      type: 'url',
      group: 'general',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
    defineField({name: 'logo', title: 'Logo', type: 'image', group: 'general', options: {accept: 'image/svg+xml,image/png'}}),
    defineField({name: 'contactEmail', title: 'Contact e-mail', type: 'email', group: 'general'}),
    defineField({
      name: 'defaultLocale',
      title: 'Default language',
      type: 'string',
      group: 'general',
      options: {list: [{title: 'English', value: 'en-US'}, {title: 'Norwegian', value: 'nb-NO'}, {title: 'German', value: 'de-DE'}], layout: 'radio'},
      initialValue: 'en-US',
    }),
    defineField({
      name: 'mainNavigation',
      title: 'Main navigation',
      type: 'array',
      group: 'navigation',
      description: 'The pages linked from the top of every page, in order',
      of: [defineArrayMember({type: 'reference', to: [{type: 'landingPage'}, {type: 'article'}, {type: 'category'}, {type: 'event'}]})],
      validation: (rule) => rule.max(7).unique(),
    }),
    defineField({name: 'footerText', title: 'Footer text', type: 'simpleText', group: 'navigation'}),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({type: 'socialLink'})],
    }),
    defineField({
      name: 'maintenanceMode',
      title: 'Maintenance mode',
      type: 'boolean',
      group: 'advanced',
      description: 'Shows a maintenance page to visitors instead of the site',
      options: {layout: 'switch'},
    }),
    defineField({
      name: 'analyticsId',
      title: 'Analytics id',
      type: 'string',
      group: 'advanced',
      readOnly: ({currentUser}) => !currentUser?.roles.some((role) => role.name === 'administrator'),
      description: 'Only administrators may change this',
    }),
  ],
  preview: {select: {title: 'siteTitle'}, prepare: ({title}) => ({title: title || 'Site settings', subtitle: 'Settings'})},
})
