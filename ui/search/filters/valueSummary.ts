// The value part of a chip ("Price · is greater than · 10"): what the editor set, in words, or
// null when there is nothing to show yet.
import {formatDateText} from '../../../core/search/dates.ts'
import {finiteOrNull} from '../../../core/search/operators/index.ts'
import type {DateFilterValue, OperatorInputComponent, RangeValue, ReferenceValue, SearchFieldDefinition} from '../../../core/search/types.ts'
import {referenceTitleOf} from './referenceTitles.ts'

type Translate = (key: string, options?: Record<string, unknown>) => string

const withTime = (component: OperatorInputComponent, value: DateFilterValue) => component.startsWith('datetime') && value.includeTime === true

function range(from: string, to: string, t: Translate): string | null {
  return from && to ? t('filter.value.range', {from, to}) : from || to || null
}

export function valueSummary(
  component: OperatorInputComponent,
  value: unknown,
  t: Translate,
  field?: SearchFieldDefinition,
  locale?: string,
): string | null {
  if (value === null || value === undefined) return null
  switch (component) {
    case 'none':
      return null
    case 'stringList': {
      const option = field?.options?.find((candidate) => candidate.value === value)
      if (option) return option.title
      return typeof value === 'string' && value !== '' ? value : null
    }
    case 'string':
      return typeof value === 'string' && value !== '' ? value : null
    case 'number':
      return finiteOrNull(value)?.toLocaleString(locale) ?? null
    case 'numberRange': {
      const {from, to} = value as RangeValue
      return range(finiteOrNull(from)?.toLocaleString(locale) ?? '', finiteOrNull(to)?.toLocaleString(locale) ?? '', t)
    }
    case 'boolean':
      return typeof value === 'boolean' ? t(value ? 'operator.boolean.true' : 'operator.boolean.false') : null
    case 'reference': {
      const ref = (value as ReferenceValue)._ref
      return ref ? (referenceTitleOf(ref) ?? ref) : null
    }
    case 'date':
    case 'datetime': {
      const date = value as DateFilterValue
      return formatDateText(date.date, withTime(component, date)) || null
    }
    case 'dateRange':
    case 'datetimeRange': {
      const date = value as DateFilterValue
      return range(formatDateText(date.from, withTime(component, date)), formatDateText(date.to, withTime(component, date)), t)
    }
    case 'dateLast': {
      const {unit, unitValue} = value as DateFilterValue
      const count = finiteOrNull(unitValue)
      return unit && count !== null ? t('filter.value.last', {count: Math.floor(count), unit: t(`date.unit.${unit}`)}) : null
    }
  }
}
