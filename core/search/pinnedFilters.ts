// Filters offered whatever the types (SH-SEARCH-090, proposal): when a document was created, when
// it last changed, and which document it references. "Has draft" is left out: drafts and published
// documents are separate rows until hits are collapsed, so no clause on one row can say it.
import type {OperatorListEntry, SearchFilterDefinition} from './types.ts'

const item = (name: string): OperatorListEntry => ({name, type: 'item'})

const INSTANT_OPERATORS: OperatorListEntry[] = [
  item('dateTimeLast'), item('dateTimeAfter'), item('dateTimeBefore'), item('dateTimeEqual'), item('dateTimeRange'),
]

export const PINNED_GROUP = 'pinned'

export const PINNED_FILTERS: readonly SearchFilterDefinition[] = [
  {
    type: 'pinned',
    name: 'createdAt',
    titleKey: 'filter.pinned.created-at',
    descriptionKey: 'filter.pinned.created-at.description',
    group: PINNED_GROUP,
    fieldPath: '_createdAt',
    operators: INSTANT_OPERATORS,
  },
  {
    type: 'pinned',
    name: 'updatedAt',
    titleKey: 'filter.pinned.updated-at',
    descriptionKey: 'filter.pinned.updated-at.description',
    group: PINNED_GROUP,
    fieldPath: '_updatedAt',
    operators: INSTANT_OPERATORS,
  },
  {
    type: 'pinned',
    name: 'references',
    titleKey: 'filter.pinned.references',
    descriptionKey: 'filter.pinned.references.description',
    group: PINNED_GROUP,
    operators: [item('referencesDocument')],
  },
]
