// English texts of the document form (namespace `form`): field wrappers and the primitive inputs.
export const FORM_NAMESPACE = 'form'

export const formEn = {
  'field.deprecated': 'Deprecated: {{reason}}',
  'json.note': 'Read-only here for now',
  'json.empty': 'Empty',
  'select.placeholder': 'Select…',
  'select.clear': 'No value',
  'boolean.not-set': 'Not set',
  'number.not-finite': 'Only finite numbers can be stored',
  // Form structure: group tabs (ED-FORM-004)
  'groups.all-fields': 'All fields',
  'groups.tabs-label': 'Field groups of {{name}}',
  'groups.select-label': 'Field group',
  // Dates, slugs, tags, checkbox lists and geopoints
  'date.open-calendar': 'Calendar for {{field}}',
  'date.invalid': 'Invalid date value: "{{value}}"',
  'date.calendar': 'Calendar',
  'date.month': 'Month',
  'date.year': 'Year',
  'date.previous-month': 'Previous month',
  'date.next-month': 'Next month',
  'date.previous-year': 'Previous year',
  'date.next-year': 'Next year',
  'date.hour': 'Hour',
  'date.minute': 'Minute',
  'date.now': 'Set to current time',
  'date.today': 'Today',
  'date.close': 'Done',
  'date.format-hint': 'Format: {{format}}',
  'inputs.slug.generate': 'Generate',
  'inputs.slug.generating': 'Generating…',
  'inputs.slug.error.missing-source': 'This slug field has no source to generate from',
  'inputs.slug.error.failed': 'Could not generate the slug: {{message}}',
  'tags.add': 'Add a tag',
  'tags.placeholder': 'Type a tag and press Enter',
  'tags.remove': 'Remove {{tag}}',
  'tags.list': '{{field}} tags',
  'geopoint.lat': 'Latitude',
  'geopoint.lng': 'Longitude',
  'geopoint.alt': 'Altitude',
  'geopoint.out-of-range': 'Must be between {{min}} and {{max}}',

  // Validation markers in field headers
  'validation.level.error': 'Error',
  'validation.level.warning': 'Warning',
  'validation.level.info': 'Info',
} as const

export type FormTextKey = keyof typeof formEn
