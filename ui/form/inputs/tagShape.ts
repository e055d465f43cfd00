// Whether an array is edited as tags and how it stores one (ED-INPUT-031), apart from the tag
// edits (tagItems.ts): every form asks it of its arrays, while only the tags input edits them.
import type {CompiledType} from '../../../core/schema/index.ts'

/** How the array stores one tag. */
export type TagShape = {kind: 'string'} | {kind: 'object'; typeName?: string}

export const STRING_TAGS: TagShape = {kind: 'string'}

type MemberType = Pick<CompiledType, 'name' | 'intrinsic' | 'fields'>

/**
 * The seed's Tag item: an object member whose only field is the string `value`. A member with more
 * fields keeps the array input, where every field can be edited.
 */
export function tagItemShapeOf(members: readonly MemberType[]): TagShape | null {
  if (members.length !== 1) return null
  const [member] = members
  if (member.intrinsic !== 'object' || member.fields.length !== 1) return null
  const [field] = member.fields
  if (field.name !== 'value' || field.type.intrinsic !== 'string') return null
  // A named member's items record their type, as the array input's new items do; an inline
  // `object` has no name to record.
  return member.name === 'object' ? {kind: 'object'} : {kind: 'object', typeName: member.name}
}
