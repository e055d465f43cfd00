// Nothing an editor types changes the shape of the search query: for any words and any filter
// values, the query parses (groq-js) to the same tree once literal values are blanked out. The
// only things that shape it are the number of words, the filters chosen and the types.
import fc from 'fast-check'
import {parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {schemaTypes} from '../../demo/schema/index.ts'
import type {SchemaTypeDefinition} from '../../core/schema/definitions.ts'
import {
  ORDERING_RELEVANCE,
  SEARCH_FILTER_DEFINITIONS,
  SEARCH_OPERATORS,
  buildSearchQuery,
  createFieldDefinitions,
  createSearchSpecs,
  filterClauseOf,
  operatorTypesOf,
  type SearchFilter,
} from '../../core/search/index.ts'

const schema = schemaTypes as SchemaTypeDefinition[]
const fieldDefinitions = createFieldDefinitions(schema)
const specs = createSearchSpecs(schema)

/** The tree with every literal's value blanked; a negative number literal (`-5` is Neg(5)) counts as a literal. */
function shapeOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shapeOf)
  if (!node || typeof node !== 'object') return node
  const record = node as Record<string, unknown>
  if (record.type === 'Value') return {type: 'Value'}
  if (record.type === 'Neg' && (record.base as {type?: string})?.type === 'Value') return {type: 'Value'}
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, shapeOf(value)]))
}

const anyUnit = fc.integer({min: 0, max: 0xffff}).map((code) => String.fromCharCode(code))
const text = fc.oneof(fc.string({unit: anyUnit, minLength: 1}), fc.string({minLength: 1}))
const finite = fc.double({noNaN: true, noDefaultInfinity: true})
const isoDate = fc.date({min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true}).map((date) => date.toISOString())
const unit = fc.constantFrom('days', 'weeks', 'months', 'years')

/** Valid values for each input component: every one must give a clause. */
const VALUES: Record<string, fc.Arbitrary<unknown>> = {
  none: fc.constant(null),
  string: text,
  // Strings chosen from a list; array lists also take list numbers and booleans, string lists only strings.
  stringList: text,
  number: finite,
  numberRange: fc.record({from: finite, to: finite}),
  boolean: fc.boolean(),
  reference: fc.record({_ref: text}),
  date: fc.record({date: isoDate, includeTime: fc.boolean()}),
  datetime: fc.record({date: isoDate, includeTime: fc.boolean()}),
  dateRange: fc.record({from: isoDate, to: fc.option(isoDate, {nil: null}), includeTime: fc.boolean()}),
  datetimeRange: fc.record({from: isoDate, to: fc.option(isoDate, {nil: null}), includeTime: fc.boolean()}),
  dateLast: fc.record({unit, unitValue: fc.double({min: 0, max: 10_000, noNaN: true})}),
}

/** One filter per filter definition and operator, on the first field that uses the definition. */
const TEMPLATES: SearchFilter[] = SEARCH_FILTER_DEFINITIONS.flatMap((definition) => {
  const field = definition.type === 'field' ? fieldDefinitions.find((candidate) => candidate.filterName === definition.name) : undefined
  if (definition.type === 'field' && !field) return []
  return operatorTypesOf(definition).map((operatorType) => ({filterName: definition.name, fieldId: field?.id, operatorType}))
})

const filterValues = fc.tuple(...TEMPLATES.map((template) => VALUES[SEARCH_OPERATORS[template.operatorType].inputComponent]))
const now = fc.date({min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true})

describe('search query shape', () => {
  it('covers every operator of every filter', () => {
    expect(new Set(TEMPLATES.map((template) => template.operatorType))).toEqual(new Set(Object.keys(SEARCH_OPERATORS)))
  })

  for (const wordCount of [0, 1, 3]) {
    it(`does not depend on the words (${wordCount}) or the filter values`, () => {
      const words = fc.array(fc.string({unit: anyUnit, minLength: 1}).filter((word) => word.trim() === word && !/\s/.test(word)), {minLength: wordCount, maxLength: wordCount})
      const requestOf = (query: string, values: readonly unknown[], at: Date, types: string[]) => {
        const clauses = TEMPLATES.map((template, index) => filterClauseOf({...template, value: values[index]}, SEARCH_FILTER_DEFINITIONS, fieldDefinitions, at))
        expect(TEMPLATES.filter((_, index) => clauses[index] === null)).toEqual([])
        return buildSearchQuery({terms: {query, types}, filterClauses: clauses as string[], ordering: ORDERING_RELEVANCE, pageIndex: 1, specs})
      }
      let baseline: unknown
      fc.assert(
        fc.property(words, filterValues, now, (chosen, values, at) => {
          const request = requestOf(chosen.join(' '), values, at, ['article', 'author'])
          const shape = shapeOf(parse(request.query, {params: request.params}))
          baseline ??= shape
          expect(shape).toEqual(baseline)
          expect(Object.keys(request.params).sort()).toEqual(['__types', ...chosen.map((_, index) => `t${index}`)].sort())
        }),
        {numRuns: 60},
      )
    })
  }

  it('any value whatsoever gives no clause or the clause shape of a valid value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEMPLATES), fc.anything(), now, (template, value, at) => {
        const component = SEARCH_OPERATORS[template.operatorType].inputComponent
        const clause = filterClauseOf({...template, value}, SEARCH_FILTER_DEFINITIONS, fieldDefinitions, at)
        if (clause === null) return
        const reference = fc.sample(VALUES[component], {numRuns: 1, seed: 1})[0]
        const expected = filterClauseOf({...template, value: reference}, SEARCH_FILTER_DEFINITIONS, fieldDefinitions, at)
        expect(shapeOf(parse(clause))).toEqual(shapeOf(parse(expected!)))
      }),
      {numRuns: 1000},
    )
  })
})
