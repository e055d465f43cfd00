// The Rule builder a schema's `validation: (rule) => …` receives. Every method returns a new rule,
// so `rule.required()` and `rule.max(3)` written from the same `rule` never affect each other.
// Level and custom message belong to the whole rule: `rule.max(70).warning('Short is better')`.
import type {Path} from '../editing/paths.ts'
import type {LocalizedMessage, ValidationLevel} from './types.ts'

/** The JSON shape a rule expects, which also decides what `min`/`max`/`length` measure. */
export type TypeFamily = 'String' | 'Number' | 'Boolean' | 'Array' | 'Object' | 'Date'

export interface UriOptions {
  scheme?: string | RegExp | readonly (string | RegExp)[]
  allowRelative?: boolean
  relativeOnly?: boolean
  allowCredentials?: boolean
}

export interface RegexOptions {
  name?: string
  invert?: boolean
}

/** A value of a sibling field, read when the rule runs: `rule.min(rule.valueOfField('startsAt'))`. */
export interface FieldReference {
  readonly kind: 'fieldReference'
  readonly path: string | readonly string[]
}

export interface CustomValidatorContext {
  document: Record<string, unknown> | undefined
  parent: unknown
  path: Path
  type: unknown
  locale: string
}

export type CustomResult = boolean | undefined | LocalizedMessage | {message: LocalizedMessage; path?: Path} | CustomResult[]

export type CustomValidator = (value: any, context: CustomValidatorContext) => CustomResult | Promise<CustomResult>

export type RuleSpec =
  | {flag: 'valid'; constraint: readonly unknown[]}
  | {flag: 'integer'}
  | {flag: 'min' | 'max' | 'length' | 'greaterThan' | 'lessThan' | 'precision'; constraint: unknown}
  | {flag: 'uppercase' | 'lowercase' | 'email' | 'unique' | 'reference' | 'assetRequired'}
  | {flag: 'regex'; constraint: {pattern: RegExp; name?: string; invert: boolean}}
  | {flag: 'uri'; constraint: UriOptions}
  | {flag: 'custom'; constraint: CustomValidator}

export interface RuleState {
  family: TypeFamily | undefined
  /** The intrinsic type name the rule was made for (`image`, `file`, `block`, …): it picks wordings. */
  typeName: string | undefined
  level: ValidationLevel
  message: LocalizedMessage | undefined
  presence: 'required' | 'optional' | undefined
  specs: readonly RuleSpec[]
}

export function isFieldReference(value: unknown): value is FieldReference {
  return typeof value === 'object' && value !== null && (value as {kind?: unknown}).kind === 'fieldReference'
}

export class Rule {
  readonly state: RuleState

  constructor(family?: TypeFamily, typeName?: string, state?: Partial<RuleState>) {
    this.state = {family, typeName, level: 'error', message: undefined, presence: undefined, specs: [], ...state}
  }

  #with(changes: Partial<RuleState>): Rule {
    return new Rule(this.state.family, this.state.typeName, {...this.state, ...changes})
  }

  #add(spec: RuleSpec): Rule {
    return this.#with({specs: [...this.state.specs, spec]})
  }

  required(): Rule {
    return this.#with({presence: 'required'})
  }

  optional(): Rule {
    return this.#with({presence: 'optional'})
  }

  error(message?: LocalizedMessage): Rule {
    return this.#with({level: 'error', message: message ?? this.state.message})
  }

  warning(message?: LocalizedMessage): Rule {
    return this.#with({level: 'warning', message: message ?? this.state.message})
  }

  info(message?: LocalizedMessage): Rule {
    return this.#with({level: 'info', message: message ?? this.state.message})
  }

  valueOfField(path: string | readonly string[]): FieldReference {
    return {kind: 'fieldReference', path}
  }

  /** `valid('a', 'b')` or `valid(['a', 'b'])`. */
  valid(...values: unknown[]): Rule {
    const list = values.length === 1 && Array.isArray(values[0]) ? (values[0] as unknown[]) : values
    return this.#add({flag: 'valid', constraint: list})
  }

  integer(): Rule {
    return this.#add({flag: 'integer'})
  }

  min(limit: unknown): Rule {
    return this.#add({flag: 'min', constraint: limit})
  }

  max(limit: unknown): Rule {
    return this.#add({flag: 'max', constraint: limit})
  }

  length(exact: unknown): Rule {
    return this.#add({flag: 'length', constraint: exact})
  }

  greaterThan(limit: unknown): Rule {
    return this.#add({flag: 'greaterThan', constraint: limit})
  }

  lessThan(limit: unknown): Rule {
    return this.#add({flag: 'lessThan', constraint: limit})
  }

  precision(limit: unknown): Rule {
    return this.#add({flag: 'precision', constraint: limit})
  }

  positive(): Rule {
    return this.min(0)
  }

  negative(): Rule {
    return this.lessThan(0)
  }

  uppercase(): Rule {
    return this.#add({flag: 'uppercase'})
  }

  lowercase(): Rule {
    return this.#add({flag: 'lowercase'})
  }

  /** `regex(/x/, {name, invert})` or `regex(/x/, 'name', {invert})`. */
  regex(pattern: RegExp, nameOrOptions?: string | RegexOptions, options?: RegexOptions): Rule {
    const named = typeof nameOrOptions === 'string' ? {...options, name: nameOrOptions} : {...nameOrOptions}
    return this.#add({flag: 'regex', constraint: {pattern, name: named.name, invert: named.invert === true}})
  }

  email(): Rule {
    return this.#add({flag: 'email'})
  }

  uri(options: UriOptions = {}): Rule {
    return this.#add({flag: 'uri', constraint: options})
  }

  unique(): Rule {
    return this.#add({flag: 'unique'})
  }

  reference(): Rule {
    return this.#add({flag: 'reference'})
  }

  assetRequired(): Rule {
    return this.#add({flag: 'assetRequired'})
  }

  custom(validator: CustomValidator): Rule {
    return this.#add({flag: 'custom', constraint: validator})
  }
}

/** The rules a `validation` property gives, flattened; anything that is not a Rule is ignored. */
export function rulesOf(built: unknown): Rule[] {
  if (built instanceof Rule) return [built]
  if (Array.isArray(built)) return built.flatMap(rulesOf)
  return []
}
