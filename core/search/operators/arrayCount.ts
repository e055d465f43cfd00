// Arrays compared by their number of items, `count(path)` (SH-SEARCH-081).
import {comparisonOperators} from './comparisons.ts'

export const arrayCountOperators = comparisonOperators('arrayCount', 'array-count', (fieldPath) => `count(${fieldPath})`)
