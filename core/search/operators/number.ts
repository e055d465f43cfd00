// Number fields (SH-SEARCH-085): comparisons with a finite number, and an exclusive range.
import {comparisonOperators} from './comparisons.ts'

export const numberOperators = comparisonOperators('number', 'number', (fieldPath) => fieldPath)
