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
} as const

export type FormTextKey = keyof typeof formEn
