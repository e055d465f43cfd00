// Objects that sit between paragraphs of rich text.
import {defineField, defineType} from '../../../core/schema/index.ts'

const CALLOUT_TONES = [
  {title: 'Note', value: 'info'},
  {title: 'Tip', value: 'success'},
  {title: 'Warning', value: 'warning'},
  {title: 'Danger', value: 'critical'},
]

export const callout = defineType({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  fields: [
    defineField({
      name: 'tone',
      title: 'Tone',
      type: 'string',
      options: {
        list: CALLOUT_TONES,
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'info',
    }),
    defineField({name: 'title', title: 'Heading', type: 'string'}),
    defineField({name: 'body', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required()}),
  ],
  preview: {
    select: {title: 'title', body: 'body', tone: 'tone'},
    // The tone by the title the editor picked it by, not its stored value.
    prepare: ({title, body, tone}) => ({title: title || body, subtitle: `Callout (${CALLOUT_TONES.find((option) => option.value === (tone ?? 'info'))?.title ?? tone})`}),
  },
})

export const codeSnippet = defineType({
  name: 'codeSnippet',
  title: 'Code snippet',
  type: 'object',
  fields: [
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      options: {list: ['typescript', 'javascript', 'groq', 'json', 'css', 'html', 'shell'], layout: 'dropdown'},
      initialValue: 'typescript',
    }),
    defineField({name: 'filename', title: 'File name', type: 'string'}),
    defineField({name: 'code', title: 'Code', type: 'text', rows: 8, options: {spellCheck: false}}),
  ],
  preview: {select: {title: 'filename', subtitle: 'language'}},
})
