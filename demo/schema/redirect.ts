// Old addresses sent to new ones. Live-edit, so a fix takes effect without a publish step.
// Redirects brought in by the site importer are read-only here: they are changed at their source.
import {defineField, defineType} from '../../core/schema/index.ts'

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  liveEdit: true,
  readOnly: ({document}) => typeof document?.importedFrom === 'string' && document.importedFrom !== '',
  fields: [
    defineField({
      name: 'fromPath',
      title: 'From path',
      type: 'string',
      description: 'The old path on this site, starting with a slash',
      validation: (rule) => rule.required().regex(/^\/[^\s]*$/, {name: 'path'}).lowercase(),
    }),
    defineField({
      name: 'destination',
      title: 'To',
      type: 'url',
      validation: (rule) => rule.required().uri({allowRelative: true}),
    }),
    defineField({name: 'permanent', title: 'Permanent (301)', type: 'boolean', initialValue: true}),
    defineField({name: 'note', title: 'Note', type: 'text', rows: 2}),
    defineField({
      name: 'importedFrom',
      title: 'Imported from',
      type: 'string',
      readOnly: true,
      description: 'Set by the site importer; an imported redirect is edited where it came from',
    }),
  ],
  orderings: [{name: 'fromPath', title: 'Path', by: [{field: 'fromPath', direction: 'asc'}]}],
  preview: {
    select: {from: 'fromPath', to: 'destination', permanent: 'permanent'},
    prepare: ({from, to, permanent}) => ({title: `${from} → ${to}`, subtitle: permanent ? 'Permanent' : 'Temporary'}),
  },
})
