// The label of a style, decorator, list or annotation: our own text for the names the spec lists,
// else the schema's title, else the name itself.
import type {TFunction} from 'i18next'
import type {NamedDefinition} from '../../../core/richtext/blockSchema.ts'

export type LabelGroup = 'style' | 'decorator' | 'list' | 'annotation'

export function labelOf(t: TFunction<'form'>, group: LabelGroup, type: NamedDefinition): string {
  const key = `richtext.${group}.${type.name}`
  return t(key as never, {defaultValue: type.title ?? type.name})
}
