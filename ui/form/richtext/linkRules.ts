// The link popover checks the address as the link type's `href` field would (its uri rule, or a
// url field's defaults), so a link is refused in the popover rather than stored invalid.
import {localize, markerMessage, type TranslateMessage} from '../../../core/validation/messages.ts'
import {uriFailures} from '../../../core/validation/rules/uri.ts'
import type {UriOptions} from '../../../core/validation/Rule.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {ruleSpecsOf} from '../inputs/fieldRules.ts'

/** The uri options of the schema's `link` annotation's `href` field. */
export function linkUriOptionsOf(members: readonly CompiledType[]): UriOptions {
  const block = members.find((member) => member.intrinsic === 'block')
  const annotations = (block?.definition.marks?.annotations ?? []) as {name?: string; fields?: {name?: string}[]}[]
  const href = annotations.find((annotation) => annotation.name === 'link')?.fields?.find((field) => field.name === 'href')
  const uri = href ? ruleSpecsOf(href as Record<string, unknown>).find((spec) => spec.flag === 'uri') : undefined
  return (uri?.constraint as UriOptions | undefined) ?? {}
}

/** The first message against the address in the editor's language, or null when it may be stored. */
export function hrefProblem(options: UriOptions, href: string, translate: TranslateMessage): string | null {
  const failure = uriFailures(options, href)[0]
  return failure ? markerMessage({message: localize(failure.message), messageKey: failure.messageKey}, translate) : null
}
