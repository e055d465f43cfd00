// Date (day-only) fields, stored as `yyyy-MM-dd`: compared as days, so string order is date
// order (SH-SEARCH-089, proposal). A range includes its first and last day (SH-SEARCH-068).
import {format} from 'date-fns'
import {dayOf, initialLastPeriod, lastPeriodStart} from '../dates.ts'
import {groqString} from '../groqLiteral.ts'
import type {DateFilterValue, SearchOperatorDefinition} from '../types.ts'
import {operatorKeys} from './shared.ts'

type DateOperator = SearchOperatorDefinition<DateFilterValue>

function dayOperator(type: string, id: string, op: string): DateOperator {
  return {
    type,
    ...operatorKeys(id),
    initialValue: {date: null, includeTime: false},
    inputComponent: 'date',
    groqFilter: ({fieldPath, value}) => {
      const day = dayOf(value?.date)
      return fieldPath && day ? `${fieldPath} ${op} ${groqString(day)}` : null
    },
  }
}

export const dateOperators: DateOperator[] = [
  {
    type: 'dateLast',
    ...operatorKeys('date.last'),
    initialValue: initialLastPeriod(),
    inputComponent: 'dateLast',
    // Up to today: a date still to come is not in the last days.
    groqFilter: ({fieldPath, value, now = new Date()}) => {
      const start = lastPeriodStart(value, now)
      return fieldPath && start ? `${fieldPath} >= ${groqString(format(start, 'yyyy-MM-dd'))} && ${fieldPath} <= ${groqString(format(now, 'yyyy-MM-dd'))}` : null
    },
  },
  dayOperator('dateAfter', 'date.after', '>'),
  dayOperator('dateBefore', 'date.before', '<'),
  dayOperator('dateEqual', 'date.equal', '=='),
  {
    type: 'dateRange',
    ...operatorKeys('date.range'),
    initialValue: {from: null, to: null, includeTime: false},
    inputComponent: 'dateRange',
    groqFilter: ({fieldPath, value, now = new Date()}) => {
      const from = dayOf(value?.from)
      const to = value?.to ? dayOf(value.to) : format(now, 'yyyy-MM-dd')
      return fieldPath && from && to ? `${fieldPath} >= ${groqString(from)} && ${fieldPath} <= ${groqString(to)}` : null
    },
  },
]
