// Validates a whole document against its schema type (ED-VAL-002): the document's own rules, each
// field's, each array item's (by its member type, located by `_key`), and the built-in checks of
// dates, slugs, references, e-mail and URL types. The walk only gathers tasks; they then run at
// most K-ED-024 at a time, and lookups in other documents at most K-ED-025 at a time.
// A long document (a thousand array items) must not hold the editor's main thread: given a way to
// yield to the host, the walk and the tasks stop every few milliseconds to let input through
// (PERFORMANCE.md), and each field's rules are built once per run, not once per array item.
// Given a cache (validationCache.ts), a part whose checks read only its own value and whose value
// is the very one the last run saw takes the last run's markers instead of being checked again.
import {pathKey, type Path} from '../editing/paths.ts'
import type {FieldDefinition, IntrinsicTypeName, SchemaTypeDefinition} from '../schema/definitions.ts'
import {resolveField, typesByNameOf, type TypesByName} from '../schema/resolve.ts'
import {applyRule, type RuleEnv} from './applyRule.ts'
import {FALLBACK_MESSAGE_LOCALE, VALIDATION_CONCURRENCY, VALIDATION_LOOKUP_CONCURRENCY, VALIDATION_SLICE_MS} from './constants.ts'
import {concurrencyLimit, type Limiter} from './limit.ts'
import {timeSlicer} from './timeSlicer.ts'
import {builtIn} from './messages.ts'
import {isFieldReference, Rule, rulesOf, type TypeFamily} from './Rule.ts'
import type {ValidationCache} from './validationCache.ts'
import {dateFormatFailures} from './rules/date.ts'
import {jsonTypeOf, typeFailure} from './rules/generic.ts'
import {defaultSlugIsUnique, slugFailures} from './rules/slug.ts'
import type {ValidationContext, ValidationMarker} from './types.ts'
import {isNetworkFailure, statusOf} from '../auth/failures.ts'

export interface ValidateDocumentOptions extends ValidationContext {
  concurrency?: number
  lookupConcurrency?: number
  /**
   * Resolves once the host has had a turn (a new macrotask in a browser). Without it the run is
   * one uninterrupted piece of work, which suits tests and servers.
   */
  yieldToHost?: () => Promise<void>
  /** How long the run works before yielding, in milliseconds (VALIDATION_SLICE_MS by default). */
  sliceMs?: number
  /** Kept between runs of one document (createValidationCache): unchanged parts are not checked again. */
  cache?: ValidationCache<ValidationMarker>
}

export const FAMILY: Readonly<Record<IntrinsicTypeName, TypeFamily>> = {
  string: 'String', text: 'String', email: 'String', url: 'String',
  number: 'Number', boolean: 'Boolean', date: 'Date', datetime: 'Date', array: 'Array',
  object: 'Object', document: 'Object', slug: 'Object', geopoint: 'Object', reference: 'Object',
  crossDatasetReference: 'Object', image: 'Object', file: 'Object', block: 'Object',
}

/**
 * Types whose own checks can only read their value: a reference asks the lake, a slug asks about
 * other documents, a block and asset types are left out to keep the rule simple. Their rules
 * decide the rest (custom validators and field references read the document or the parent).
 */
const SELF_CONTAINED: ReadonlySet<IntrinsicTypeName> = new Set(['string', 'text', 'email', 'url', 'number', 'boolean', 'date', 'datetime', 'object', 'array', 'geopoint'])

/** Properties an asset value carries besides its declared fields. */
const ASSET_KEYS: Partial<Record<IntrinsicTypeName, ReadonlySet<string>>> = {
  image: new Set(['asset', 'hotspot', 'crop', 'media']),
  file: new Set(['asset', 'media']),
}

type Task = () => Promise<ValidationMarker[]>
type AnyDefinition = FieldDefinition & Record<string, unknown>

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function limited<A extends unknown[], R>(fn: ((...args: A) => Promise<R>) | undefined, limit: Limiter) {
  return fn && ((...args: A) => limit(() => fn(...args)))
}

export async function validateDocument(
  document: Record<string, unknown>,
  schemaTypes: readonly SchemaTypeDefinition[] | TypesByName,
  options: ValidateDocumentOptions = {},
): Promise<ValidationMarker[]> {
  const types: TypesByName = Array.isArray(schemaTypes) ? typesByNameOf(schemaTypes) : (schemaTypes as TypesByName)
  const typeName = String(document._type)
  const documentType = types.get(typeName)
  if (!documentType) return [{level: 'warning', ...builtIn('missingSchemaType', typeName), path: []}]

  const lookups = concurrencyLimit(options.lookupConcurrency ?? VALIDATION_LOOKUP_CONCURRENCY)
  const context: ValidationContext = {
    ...options,
    isPublished: limited(options.isPublished, lookups),
    isSlugUnique: limited(options.isSlugUnique ?? (options.query && defaultSlugIsUnique(options.query)), lookups),
  }
  const locale = options.locale ?? FALLBACK_MESSAGE_LOCALE
  // A failing check costs its own field an error marker carrying the error's message (ED-VAL-005), not the whole run.
  // A check that could not reach the lake found nothing wrong with the value: it says so as an
  // info marker, which never blocks publishing, and runs again when validation next runs.
  const guarded = (path: Path, run: () => Promise<ValidationMarker[]> | ValidationMarker[]): Task => async () => {
    try {
      return await run()
    } catch (error) {
      if (isLakeUnreachable(error)) return [{level: 'info', ...builtIn('lakeUnreachable'), path}]
      return [{level: 'error', message: error instanceof Error ? error.message : String(error), path}]
    }
  }
  const found = (markers: ValidationMarker[]): Task => async () => markers

  // Per run: each field definition object is resolved, and its rules built, once.
  const resolvedFields = new WeakMap<object, ReturnType<typeof resolveField>>()
  const resolve = (field: AnyDefinition) => {
    let resolved = resolvedFields.get(field)
    if (!resolved) {
      resolved = resolveField(field, types)
      resolvedFields.set(field, resolved)
    }
    return resolved
  }
  const builtRules = new WeakMap<object, {rules: Rule[]; error: string | null}>()
  const cache = options.cache?.forRun(types, locale)
  const slice = timeSlicer(options.yieldToHost, options.sliceMs ?? VALIDATION_SLICE_MS)

  /**
   * `member` is the schema object the field comes from (an array member's definition for an item,
   * whose field object is made per run): what the cache knows the part by.
   */
  function* walk(value: unknown, field: AnyDefinition, path: Path, parent: unknown, member: object = field): Generator<Task> {
    if (!cache || !readsOnlyItsValue(field, member, new Set())) return yield* check(value, field, path, parent)
    const key = pathKey(path)
    const kept = cache.get(key, value, member)
    if (kept) {
      if (kept.length > 0) yield found(kept)
      return
    }
    yield remembered(key, value, member, check(value, field, path, parent))
  }

  /** One task for a part's checks, run in turn (still in slices), whose markers the cache then keeps. */
  function remembered(key: string, value: unknown, member: object, tasks: Generator<Task>): Task {
    return async () => {
      const markers: ValidationMarker[] = []
      for (const task of tasks) {
        const turn = slice.checkpoint()
        if (turn) await turn
        markers.push(...(await task()))
      }
      cache!.set(key, {value, member, markers})
      return markers
    }
  }

  /** Whether the part's checks, and those of everything in it, read nothing but its value. */
  function readsOnlyItsValue(field: AnyDefinition, member: object, visiting: Set<object>): boolean {
    const known = cache!.purity.get(member)
    if (known !== undefined) return known
    // A type that contains itself is checked every time rather than reasoned about.
    if (visiting.has(member)) return false
    visiting.add(member)
    const {intrinsic, definition: type} = resolve(field)
    let pure = intrinsic === null
    if (intrinsic !== null && SELF_CONTAINED.has(intrinsic)) {
      const {rules, error} = rulesFor(intrinsic, FAMILY[intrinsic], type)
      pure =
        error === null &&
        rules.every((rule) => rule.state.specs.every((spec) => spec.flag !== 'custom' && spec.flag !== 'reference' && !('constraint' in spec && isFieldReference(spec.constraint))))
      if (pure && intrinsic === 'array') {
        pure = ((type.of as AnyDefinition[] | undefined) ?? []).every((item) => readsOnlyItsValue({...item, name: item.name ?? item.type}, item, visiting))
      } else if (pure && intrinsic !== 'array') {
        pure = ((type.fields as AnyDefinition[] | undefined) ?? []).every((child) => readsOnlyItsValue(child, child, visiting))
      }
    }
    visiting.delete(member)
    cache!.purity.set(member, pure)
    return pure
  }

  function* check(value: unknown, field: AnyDefinition, path: Path, parent: unknown): Generator<Task> {
    const {intrinsic, definition: type} = resolve(field)
    if (!intrinsic) return
    const family = FAMILY[intrinsic]
    const mismatch = typeFailure(family, value)
    if (mismatch) {
      yield found([{level: 'error', message: mismatch.message as string, path}])
      return
    }
    const env: RuleEnv = {document, parent, path, type, locale, context}
    const {rules, error} = rulesOnce(field, intrinsic, family, type)
    if (error !== null) yield found([{level: 'error', message: error, path}])
    for (const rule of rules) yield guarded(path, () => applyRule(rule, value, env))
    yield* builtInChecks(intrinsic, value, path)
    if (isObject(value)) yield* walkChildren(intrinsic, type, value, path)
    else if (Array.isArray(value) && intrinsic === 'array') yield* walkItems(value, (type.of as AnyDefinition[]) ?? [], path)
  }

  function rulesOnce(field: AnyDefinition, intrinsic: IntrinsicTypeName, family: TypeFamily, type: AnyDefinition) {
    let built = builtRules.get(field)
    if (!built) {
      built = rulesFor(intrinsic, family, type)
      builtRules.set(field, built)
    }
    return built
  }

  function rulesFor(intrinsic: IntrinsicTypeName, family: TypeFamily, type: AnyDefinition): {rules: Rule[]; error: string | null} {
    let rules: Rule[] = []
    let error: string | null = null
    if (typeof type.validation === 'function') {
      try {
        rules = rulesOf(type.validation(new Rule(family, intrinsic)))
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown)
      }
    }
    const list = (type.options as {list?: unknown[]} | undefined)?.list
    if ((intrinsic === 'string' || intrinsic === 'number') && Array.isArray(list) && list.length) {
      rules.push(new Rule(family, intrinsic).valid(list.map((item) => (isObject(item) && 'value' in item ? item.value : item))))
    }
    // An e-mail field is checked as one even without a rule saying so; its own `email()` is enough.
    if (intrinsic === 'email' && !rules.some((rule) => rule.state.specs.some((spec) => spec.flag === 'email'))) rules.push(new Rule(family, intrinsic).email())
    // A url field is a URL even without a rule saying so; a `uri` rule of its own replaces the default.
    if (intrinsic === 'url' && !rules.some((rule) => rule.state.specs.some((spec) => spec.flag === 'uri'))) rules.push(new Rule(family, intrinsic).uri())
    return {rules, error}
  }

  function* builtInChecks(intrinsic: IntrinsicTypeName, value: unknown, path: Path): Generator<Task> {
    if (value === undefined || value === null) return
    if (intrinsic === 'date' || intrinsic === 'datetime') {
      yield found(dateFormatFailures(value as string, intrinsic).map((failure) => ({level: 'error', message: failure.message as string, path})))
    } else if (intrinsic === 'slug') {
      const check = {document, path, isUnique: context.isSlugUnique, onWarning: context.onWarning}
      yield guarded(path, async () => (await slugFailures(value, check)).map((f) => ({level: 'error', message: f.message as string, path})))
    }
  }

  function* walkChildren(intrinsic: IntrinsicTypeName, type: AnyDefinition, value: Record<string, unknown>, path: Path): Generator<Task> {
    if (intrinsic === 'reference' || intrinsic === 'crossDatasetReference') {
      if (intrinsic === 'reference') yield guarded(path, () => applyRule(new Rule('Object', intrinsic).reference(), value, {document, parent: undefined, path, type, locale, context}))
      return
    }
    if (intrinsic === 'block') return yield* walkBlock(type, value, path)
    const fields = (type.fields as AnyDefinition[] | undefined) ?? []
    if (intrinsic === 'object' || intrinsic === 'document' || intrinsic in ASSET_KEYS) {
      const declared = new Set(fields.map((child) => child.name))
      const extra = ASSET_KEYS[intrinsic]
      const unknown = Object.keys(value).filter((key) => !key.startsWith('_') && !declared.has(key) && !extra?.has(key))
      if (unknown.length > 0) yield found(unknown.map((key) => ({level: 'warning', ...builtIn('unknownField', key, type.name), path: [...path, key]})))
    }
    for (const child of fields) yield* walk(value[child.name], child, [...path, child.name], value)
  }

  function* walkItems(items: readonly unknown[], members: AnyDefinition[], path: Path, parent: unknown = items): Generator<Task> {
    // One field object per member type, so its resolution and rules are shared by all its items.
    const asFields = new Map<AnyDefinition, AnyDefinition>()
    for (const [index, item] of items.entries()) {
      const member = memberFor(item, members)
      if (!member) {
        // A primitive no member takes (a string in a list of numbers) says what was expected.
        const expected = isObject(item) ? undefined : primitiveMemberFamily(members)
        const mismatch = expected ? typeFailure(expected, item) : null
        if (mismatch) yield found([{level: 'error', message: mismatch.message as string, path: [...path, index]}])
        continue
      }
      let field = asFields.get(member)
      if (!field) {
        field = {...member, name: member.name ?? member.type}
        asFields.set(member, field)
      }
      const key = isObject(item) && typeof item._key === 'string' ? item._key : undefined
      yield* walk(item, field, [...path, key === undefined ? index : {_key: key}], parent, member)
    }
  }

  /** The family of the array's first primitive member type, if it has one. */
  function primitiveMemberFamily(members: AnyDefinition[]): (typeof FAMILY)[keyof typeof FAMILY] | undefined {
    for (const member of members) {
      const {intrinsic} = resolveField({...member, name: member.name ?? member.type}, types)
      const family = intrinsic ? FAMILY[intrinsic] : undefined
      if (family && family !== 'Object' && family !== 'Array') return family
    }
    return undefined
  }

  function memberFor(item: unknown, members: AnyDefinition[]): AnyDefinition | undefined {
    if (isObject(item)) return members.find((member) => (member.name ?? member.type) === item._type)
    const kind = jsonTypeOf(item)
    return members.find((member) => {
      const {intrinsic} = resolveField({...member, name: member.name ?? member.type}, types)
      return intrinsic !== null && FAMILY[intrinsic] === kind
    })
  }

  /** Inline objects among a block's children and its annotations carry rules of their own. */
  function* walkBlock(type: AnyDefinition, value: Record<string, unknown>, path: Path): Generator<Task> {
    const inline = (type.of as AnyDefinition[] | undefined) ?? []
    const annotations = ((type.marks as {annotations?: AnyDefinition[]} | undefined)?.annotations) ?? []
    if (Array.isArray(value.children)) yield* walkItems(value.children, inline, [...path, 'children'])
    if (Array.isArray(value.markDefs)) yield* walkItems(value.markDefs, annotations, [...path, 'markDefs'])
  }

  const limit = concurrencyLimit(options.concurrency ?? VALIDATION_CONCURRENCY)
  const running: Promise<ValidationMarker[]>[] = []
  for (const task of walk(document, {...documentType, name: typeName} as AnyDefinition, [], undefined)) {
    // Each task also waits for its turn in the slice, so the checks themselves are spread out too.
    running.push(
      limit(async () => {
        const turn = slice.checkpoint()
        if (turn) await turn
        return task()
      }),
    )
    const turn = slice.checkpoint()
    if (turn) await turn
  }
  const results = await Promise.all(running)
  return results.flat()
}

/** No answer at all, or the lake (or a proxy before it) failing: not the value's fault. */
function isLakeUnreachable(error: unknown): boolean {
  const status = statusOf(error)
  return isNetworkFailure(error) || status === 502 || status === 503 || status === 504
}
