// The rich text of articles and pages: every block style, list, decorator and annotation the
// editor offers, inline objects among the spans and block objects between paragraphs.
import {defineArrayMember, defineField, defineType} from '../../../core/schema/index.ts'

export const TEXT_STYLES = [
  {title: 'Normal', value: 'normal'},
  {title: 'Heading 1', value: 'h1'},
  {title: 'Heading 2', value: 'h2'},
  {title: 'Heading 3', value: 'h3'},
  {title: 'Heading 4', value: 'h4'},
  {title: 'Heading 5', value: 'h5'},
  {title: 'Heading 6', value: 'h6'},
  {title: 'Quote', value: 'blockquote'},
]

export const DECORATORS = [
  {title: 'Bold', value: 'strong'},
  {title: 'Italic', value: 'em'},
  {title: 'Underline', value: 'underline'},
  {title: 'Strike-through', value: 'strike-through'},
  {title: 'Code', value: 'code'},
]

/** An external link annotation; mailto and tel links are allowed as well as web addresses. */
export const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'href',
      title: 'Address',
      type: 'url',
      validation: (rule) => rule.required().uri({scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true}),
    }),
    defineField({name: 'openInNewTab', title: 'Open in a new tab', type: 'boolean', initialValue: false}),
  ],
})

/** A link to another document of this dataset, kept up to date when the target's slug changes. */
export const internalLinkAnnotation = defineArrayMember({
  name: 'internalLink',
  title: 'Internal link',
  type: 'object',
  fields: [
    defineField({
      name: 'reference',
      title: 'Document',
      type: 'reference',
      to: [{type: 'article'}, {type: 'landingPage'}, {type: 'product'}, {type: 'event'}],
      validation: (rule) => rule.required(),
    }),
  ],
})

export const blockContent = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: TEXT_STYLES,
      lists: [
        {title: 'Bullet list', value: 'bullet'},
        {title: 'Numbered list', value: 'number'},
      ],
      marks: {decorators: DECORATORS, annotations: [linkAnnotation, internalLinkAnnotation]},
      of: [
        defineArrayMember({
          name: 'footnote',
          title: 'Footnote',
          type: 'object',
          fields: [defineField({name: 'text', title: 'Footnote text', type: 'text', rows: 2, validation: (rule) => rule.required()})],
        }),
        defineArrayMember({
          name: 'productMention',
          title: 'Product mention',
          type: 'object',
          fields: [defineField({name: 'product', title: 'Product', type: 'reference', to: [{type: 'product'}]})],
          preview: {select: {title: 'product.name'}},
        }),
      ],
    }),
    defineArrayMember({
      type: 'image',
      title: 'Image',
      options: {hotspot: true},
      fields: [
        defineField({name: 'alt', title: 'Alternative text', type: 'string', description: 'Describes the image for screen readers'}),
        defineField({name: 'caption', title: 'Caption', type: 'string'}),
      ],
    }),
    defineArrayMember({type: 'callout'}),
    defineArrayMember({type: 'codeSnippet'}),
  ],
})

/** Short rich text: paragraphs with emphasis and links, nothing else. */
export const simpleText = defineType({
  name: 'simpleText',
  title: 'Simple rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [{title: 'Normal', value: 'normal'}],
      lists: [],
      marks: {decorators: DECORATORS.slice(0, 2), annotations: [linkAnnotation]},
    }),
  ],
})
