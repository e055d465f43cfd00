// Datetime fields and the created/updated pinned filters: instants compared with `dateTime()`
// (SH-SEARCH-089, proposal). Without time a value means a whole day (SH-SEARCH-068): "after" a
// day starts after its end, "before" ends at its start, "equal" covers it.
import {endOfDay, startOfDay} from 'date-fns'
import {equalInstants, initialLastPeriod, lastPeriodStart, rangeInstants, toDate} from '../dates.ts'
import {groqString} from '../groqLiteral.ts'
import type {DateFilterValue, SearchOperatorDefinition} from '../types.ts'
import {operatorKeys} from './shared.ts'

type DatetimeOperator = SearchOperatorDefinition<DateFilterValue>

const instant = (date: Date) => `dateTime(${groqString(date.toISOString())})`
const field = (path: string) => `dateTime(${path})`

export const datetimeOperators: DatetimeOperator[] = [
  {
    type: 'dateTimeLast',
    ...operatorKeys('datetime.last'),
    initialValue: initialLastPeriod(),
    inputComponent: 'dateLast',
    // "In the last 7 days" ends now: a date still to come is not in it.
    groqFilter: ({fieldPath, value, now = new Date()}) => {
      const start = lastPeriodStart(value, now)
      return fieldPath && start ? `${field(fieldPath)} > ${instant(start)} && ${field(fieldPath)} <= ${instant(now)}` : null
    },
  },
  {
    type: 'dateTimeAfter',
    ...operatorKeys('datetime.after'),
    initialValue: {date: null, includeTime: false},
    inputComponent: 'datetime',
    groqFilter: ({fieldPath, value}) => {
      const date = toDate(value?.date)
      if (!fieldPath || !date) return null
      return `${field(fieldPath)} > ${instant(value?.includeTime ? date : endOfDay(date))}`
    },
  },
  {
    type: 'dateTimeBefore',
    ...operatorKeys('datetime.before'),
    initialValue: {date: null, includeTime: false},
    inputComponent: 'datetime',
    groqFilter: ({fieldPath, value}) => {
      const date = toDate(value?.date)
      if (!fieldPath || !date) return null
      return `${field(fieldPath)} < ${instant(value?.includeTime ? date : startOfDay(date))}`
    },
  },
  {
    type: 'dateTimeEqual',
    ...operatorKeys('datetime.equal'),
    initialValue: {date: null, includeTime: false},
    inputComponent: 'datetime',
    groqFilter: ({fieldPath, value}) => {
      const span = equalInstants(value)
      return fieldPath && span ? `${field(fieldPath)} >= ${instant(span.from)} && ${field(fieldPath)} < ${instant(span.to)}` : null
    },
  },
  {
    type: 'dateTimeRange',
    ...operatorKeys('datetime.range'),
    initialValue: {from: null, to: null, includeTime: false},
    inputComponent: 'datetimeRange',
    groqFilter: ({fieldPath, value, now = new Date()}) => {
      const span = rangeInstants(value, now)
      return fieldPath && span ? `${field(fieldPath)} > ${instant(span.from)} && ${field(fieldPath)} < ${instant(span.to)}` : null
    },
  },
]
