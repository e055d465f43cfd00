// The object types a rich-text field declares, compiled: block objects (the array's members other
// than `block`), inline objects (the block's `of`) and annotations (the block's `markDefs`
// members). Their editors render these types' fields with the form's own inputs.
import type {CompiledType} from '../schema/index.ts'

export type RichTextObjectKind = 'block' | 'inline' | 'annotation'

export interface RichTextObjectTypes {
  block: readonly CompiledType[]
  inline: readonly CompiledType[]
  annotation: readonly CompiledType[]
}

export function richTextObjectTypesOf(members: readonly CompiledType[]): RichTextObjectTypes {
  const textBlock = members.find((member) => member.intrinsic === 'block')
  const markDefs = textBlock?.fields.find((field) => field.name === 'markDefs')
  return {
    block: members.filter((member) => member.intrinsic !== 'block'),
    inline: textBlock?.of ?? [],
    annotation: markDefs?.type.of ?? [],
  }
}

/** The title an object's editor and chip carry: the schema type's title, else its name. */
export function objectTypeTitleOf(type: {name: string; title?: string}): string {
  return type.title ?? type.name
}
