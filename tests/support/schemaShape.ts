// A structural check of stored values against schema definitions: known fields only, values of
// the declared kind, array items of a declared member type, option-list values, and portable
// text marks that the block type allows. Not the studio's validation (that comes with the Rule
// builder): it proves seeded content fits the schema the studio will render it with.
import type {SchemaTypeDefinition} from '../../core/schema/index.ts'

type Definition = SchemaTypeDefinition & Record<string, any>
type Value = any

export interface ShapeProblem {
  path: string
  message: string
}

// An image or file in an array carries its `_key` like any item.
const IMAGE_KEYS = new Set(['_type', '_key', 'asset', 'hotspot', 'crop', '_upload', 'media'])

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function listValues(list: unknown[]): unknown[] {
  return list.map((item) => (isObject(item) && 'value' in item ? item.value : item))
}

export class SchemaShape {
  readonly types: Map<string, Definition>

  constructor(types: SchemaTypeDefinition[]) {
    this.types = new Map(types.map((t) => [t.name, t as Definition]))
  }

  /** The intrinsic type a definition ends in, following named types. */
  kindOf(definition: Definition): string {
    const seen = new Set<string>()
    let type = definition.type
    while (this.types.has(type) && !seen.has(type)) {
      seen.add(type)
      type = this.types.get(type)!.type
    }
    return type
  }

  /** The definition that holds the fields/of/options: the named type's own, for aliases. */
  resolve(definition: Definition): Definition {
    const named = this.types.get(definition.type)
    return named && named !== definition ? this.resolve(named) : definition
  }

  checkDocument(document: Record<string, unknown>, problems: ShapeProblem[] = []): ShapeProblem[] {
    const type = this.types.get(String(document._type))
    if (!type || type.type !== 'document') problems.push({path: String(document._id), message: `unknown document type ${document._type}`})
    else this.checkValue(type, document, String(document._id), problems)
    return problems
  }

  checkValue(definition: Definition, value: Value, path: string, problems: ShapeProblem[]): void {
    const fail = (message: string): void => void problems.push({path, message})
    const def = this.resolve(definition)
    const kind = this.kindOf(definition)
    const options = {...(this.types.get(definition.type)?.options ?? {}), ...(definition.options ?? {})}
    switch (kind) {
      case 'string':
      case 'text':
        if (typeof value !== 'string') return fail(`expected a string, got ${JSON.stringify(value)}`)
        if (Array.isArray(options.list) && !listValues(options.list).includes(value)) fail(`"${value}" is not in the option list`)
        return
      case 'email':
        if (typeof value !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) fail(`not an e-mail address: ${value}`)
        return
      case 'url':
        if (typeof value !== 'string' || !(value.startsWith('/') || URL.canParse(value))) fail(`not a url: ${value}`)
        return
      case 'date':
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) fail(`not a date: ${value}`)
        return
      case 'datetime':
        if (typeof value !== 'string' || Number.isNaN(Date.parse(value)) || !value.includes('T')) fail(`not a datetime: ${value}`)
        return
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`expected a number, got ${JSON.stringify(value)}`)
        if (Array.isArray(options.list) && !listValues(options.list).includes(value)) fail(`${value} is not in the option list`)
        return
      case 'boolean':
        if (typeof value !== 'boolean') fail(`expected a boolean, got ${JSON.stringify(value)}`)
        return
      case 'slug':
        if (!isObject(value) || value._type !== 'slug' || typeof value.current !== 'string' || !value.current) fail('not a slug')
        return
      case 'geopoint':
        if (!isObject(value) || value._type !== 'geopoint' || typeof value.lat !== 'number' || typeof value.lng !== 'number') fail('not a geopoint')
        else if (Math.abs(value.lat) > 90 || Math.abs(value.lng) > 180) fail('geopoint out of range')
        return
      case 'reference':
        if (!isObject(value) || value._type !== 'reference' || typeof value._ref !== 'string') fail('not a reference')
        return
      case 'crossDatasetReference':
        if (!isObject(value) || typeof value._ref !== 'string' || typeof value._dataset !== 'string') fail('not a cross-dataset reference')
        return
      case 'image':
      case 'file':
        if (!isObject(value)) return fail(`expected an ${kind} object`)
        for (const [key, item] of Object.entries(value)) {
          if (IMAGE_KEYS.has(key)) continue
          const field = (def.fields ?? []).find((f: Definition) => f.name === key)
          if (!field) fail(`field ${key} does not exist on ${kind}`)
          else this.checkValue(field, item, `${path}.${key}`, problems)
        }
        return
      case 'object':
      case 'document':
        return this.checkObject(def, definition, value, path, problems)
      case 'array':
        return this.checkArray(def, value, path, problems)
      case 'block':
        return this.checkBlock(def, value, path, problems)
      default:
        fail(`no intrinsic type behind ${definition.type}`)
    }
  }

  private checkObject(def: Definition, use: Definition, value: Value, path: string, problems: ShapeProblem[]): void {
    if (!isObject(value)) return void problems.push({path, message: 'expected an object'})
    const allowedTypes = new Set([def.name, use.name, use.type, 'object'])
    if ('_type' in value && def.type !== 'document' && !allowedTypes.has(String(value._type))) {
      problems.push({path, message: `_type ${value._type} does not match ${use.type}`})
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith('_')) continue
      const field = (def.fields ?? []).find((f: Definition) => f.name === key)
      if (!field) problems.push({path, message: `field ${key} does not exist on type ${def.name}`})
      else this.checkValue(field, item, `${path}.${key}`, problems)
    }
  }

  /** The member an array item belongs to: by `_type` for objects, by JavaScript type for primitives. */
  memberFor(members: Definition[], item: Value): Definition | undefined {
    if (isObject(item)) {
      return members.find((m) => {
        const kind = this.kindOf(m)
        if (kind === 'reference' || kind === 'crossDatasetReference') return item._type === (m.name ?? kind) || item._type === kind
        return item._type === (m.name ?? m.type)
      })
    }
    return members.find((m) => this.kindOf(m) === (typeof item === 'string' ? this.stringKind(m) : typeof item))
  }

  private stringKind(member: Definition): string {
    const kind = this.kindOf(member)
    return ['string', 'text', 'email', 'url', 'date', 'datetime'].includes(kind) ? kind : 'string'
  }

  private checkArray(def: Definition, value: Value, path: string, problems: ShapeProblem[]): void {
    if (!Array.isArray(value)) return void problems.push({path, message: 'expected an array'})
    const keys = new Set<string>()
    value.forEach((item, index) => {
      const at = `${path}[${index}]`
      if (isObject(item)) {
        if (typeof item._key !== 'string' || !item._key) problems.push({path: at, message: 'array item without _key'})
        else if (keys.has(item._key)) problems.push({path: at, message: `duplicate _key ${item._key}`})
        else keys.add(item._key)
      }
      const member = this.memberFor(def.of ?? [], item)
      if (!member) return void problems.push({path: at, message: `no member type of ${def.name} fits ${JSON.stringify(item).slice(0, 60)}`})
      const list = def.options?.list
      if (!isObject(item) && Array.isArray(list) && !listValues(list).includes(item)) {
        problems.push({path: at, message: `${JSON.stringify(item)} is not in the option list`})
      }
      this.checkValue(member, item, isObject(item) ? `${path}[_key=="${item._key}"]` : at, problems)
    })
  }

  private checkBlock(def: Definition, block: Value, path: string, problems: ShapeProblem[]): void {
    const fail = (message: string): void => void problems.push({path, message})
    if (!isObject(block) || block._type !== 'block') return fail('not a block')
    const styles = (def.styles ?? []).map((s: {value: string}) => s.value)
    if (!styles.includes(block.style)) fail(`style ${block.style} is not allowed`)
    if (block.listItem !== undefined) {
      const lists = (def.lists ?? []).map((l: {value: string}) => l.value)
      if (!lists.includes(block.listItem)) fail(`list ${block.listItem} is not allowed`)
      if (typeof block.level !== 'number' || block.level < 1 || block.level > 9) fail(`list level ${block.level} out of 1..9`)
    }
    const annotations: Definition[] = def.marks?.annotations ?? []
    const markDefs = Array.isArray(block.markDefs) ? block.markDefs : []
    const markKeys = new Set<string>()
    for (const markDef of markDefs) {
      if (!isObject(markDef) || typeof markDef._key !== 'string') {
        fail('mark definition without _key')
        continue
      }
      markKeys.add(markDef._key)
      const annotation = annotations.find((a) => (a.name ?? a.type) === markDef._type)
      if (!annotation) fail(`annotation ${markDef._type} is not allowed`)
      else this.checkObject(this.resolve(annotation), annotation, markDef, `${path}.markDefs[_key=="${markDef._key}"]`, problems)
    }
    const decorators = new Set((def.marks?.decorators ?? []).map((d: {value: string}) => d.value))
    const inline: Definition[] = def.of ?? []
    if (!Array.isArray(block.children) || block.children.length === 0) return fail('a block needs children')
    const keys = new Set<string>()
    for (const child of block.children) {
      if (!isObject(child) || typeof child._key !== 'string' || keys.has(child._key)) {
        fail('block child without a unique _key')
        continue
      }
      keys.add(child._key)
      const at = `${path}.children[_key=="${child._key}"]`
      if (child._type === 'span') {
        if (typeof child.text !== 'string') problems.push({path: at, message: 'span without text'})
        for (const mark of Array.isArray(child.marks) ? child.marks : []) {
          if (!decorators.has(mark) && !markKeys.has(mark)) problems.push({path: at, message: `mark ${mark} is neither a decorator nor a mark definition`})
        }
        continue
      }
      const member = inline.find((m) => (m.name ?? m.type) === child._type)
      if (!member) problems.push({path: at, message: `inline object ${child._type} is not allowed`})
      else this.checkObject(this.resolve(member), member, child, at, problems)
    }
  }
}
