// How the editor draws each part of the value: text blocks by style and list, the decorators,
// links (styled apart from other annotations, ED-PT-011), block objects as cards and inline
// objects as chips. Annotations carry their key so the popover toolbar can find them.
import {defineAnnotation, defineBlockObject, defineDecorator, defineInlineObject, defineTextBlock, type RegistrableNode} from '@portabletext/editor'
import type {ReactElement} from 'react'
import type {RichTextSchema} from '../../../core/richtext/blockSchema.ts'
import {drawnListLevel} from '../../../core/richtext/listCounters.ts'
import {BlockMarkers} from './BlockMarkers.tsx'
import {BlockObjectCard} from './BlockObjectCard.tsx'
import {listClassOf, styleClassOf} from './blockClasses.ts'
import {InlineObjectChip} from './InlineObjectChip.tsx'
import styles from './Content.module.css'

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

const textBlock = defineTextBlock({
  type: 'block',
  render: ({attributes, children, node}) => {
    const style = node.style ?? 'normal'
    const level = drawnListLevel(node.level)
    const className = [styles.block, styleClassOf(style), listClassOf(node.listItem)].filter(Boolean).join(' ')
    // The level drives the indentation and the glyph/numbering cycle in CSS (ED-PT-010).
    const props = {...attributes, className, 'data-level': node.listItem ? level : undefined}
    // The block's validation markers float at its end, outside the text.
    const content = (
      <>
        <BlockMarkers blockKey={node._key} placement="text" />
        {children}
      </>
    )
    if (HEADINGS.has(style)) {
      const Heading = style as 'h1'
      return <Heading {...props}>{content}</Heading>
    }
    if (style === 'blockquote') return <blockquote {...props}>{content}</blockquote>
    return <div {...props}>{content}</div>
  },
})

const DECORATOR_TAGS: Record<string, (children: ReactElement) => ReactElement> = {
  strong: (children) => <strong>{children}</strong>,
  em: (children) => <em>{children}</em>,
  underline: (children) => <u>{children}</u>,
  'strike-through': (children) => <s>{children}</s>,
  code: (children) => <code className={styles.code}>{children}</code>,
}

const decorators = defineDecorator({
  type: '*',
  render: ({decorator, children}) => DECORATOR_TAGS[decorator]?.(children) ?? <span data-decorator={decorator}>{children}</span>,
})

const annotations = defineAnnotation({
  type: '*',
  render: ({annotation, children}) => (
    <span className={annotation._type === 'link' ? styles.link : styles.annotation} data-annotation={annotation._type} data-pt-annotation={annotation._key}>
      {children}
    </span>
  ),
})

/** Every node the editor draws for a field of this schema. */
export function nodesOf(schema: RichTextSchema): RegistrableNode[] {
  return [
    textBlock,
    decorators,
    annotations,
    ...schema.blockObjects.map((type) => defineBlockObject({type: type.name, render: (props) => <BlockObjectCard {...props} />})),
    ...schema.inlineObjects.map((type) => defineInlineObject({type: type.name, render: (props) => <InlineObjectChip {...props} />})),
  ]
}
