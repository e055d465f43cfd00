// English texts of the built-in validation messages (namespace `validation`). Each one renders to
// exactly the English `message` a marker carries (core/validation/messages.ts), so the marker's
// text and its key cannot say different things; tests/unit/validation/messageKeys.test.ts checks
// that. Counts keep the seed's wording in both plural forms ("at least 1 items") for that reason.
export const VALIDATION_NAMESPACE = 'validation'

export const validationEn = {
  'required': 'Required',
  'type.wrong': 'Expected type {{expected}}, got {{actual}}',
  'allowed.no-match': 'Value did not match any allowed values',
  'allowed.no-match-value': 'Value "{{value}}" did not match any allowed values',
  'field.unknown': 'Field {{field}} does not exist on type {{type}}',
  'schema-type.missing': 'Could not find schema type for type {{type}}, skipping validation',
  'custom.slow': 'Custom validator at {{path}} has taken more than {{ms, number}}ms to respond',
  // Numbers
  'number.integer': 'Must be an integer',
  'number.min': 'Must be greater than or equal to {{min, number}}',
  'number.max': 'Must be less than or equal to {{max, number}}',
  'number.greater-than': 'Must be greater than {{limit, number}}',
  'number.less-than': 'Must be less than {{limit, number}}',
  'number.precision': 'Max precision is {{limit, number}}',
  // Strings
  'string.min_one': 'Must be at least {{count, number}} characters long',
  'string.min_other': 'Must be at least {{count, number}} characters long',
  'string.max_one': 'Must be at most {{count, number}} characters long',
  'string.max_other': 'Must be at most {{count, number}} characters long',
  'string.length_one': 'Must be exactly {{count, number}} characters long',
  'string.length_other': 'Must be exactly {{count, number}} characters long',
  'string.uppercase': 'Must be all uppercase characters',
  'string.lowercase': 'Must be all lowercase characters',
  'string.regex.match': 'Does not match "{{name}}"-pattern',
  'string.regex.invert': 'Should not match "{{name}}"-pattern',
  'string.email': 'Must be a valid email address',
  'uri.scheme': 'Does not match allowed protocols/schemes',
  'uri.credentials': 'Username/password not allowed',
  'uri.invalid': 'Not a valid URL',
  'uri.relative': 'Relative URLs are not allowed',
  'uri.relative-only': 'Only relative URLs are allowed',
  // Arrays: items, or blocks for portable text
  'array.min.items_one': 'Must have at least {{count, number}} items',
  'array.min.items_other': 'Must have at least {{count, number}} items',
  'array.max.items_one': 'Must have at most {{count, number}} items',
  'array.max.items_other': 'Must have at most {{count, number}} items',
  'array.length.items_one': 'Must have exactly {{count, number}} items',
  'array.length.items_other': 'Must have exactly {{count, number}} items',
  'array.min.blocks_one': 'Must have at least {{count, number}} blocks',
  'array.min.blocks_other': 'Must have at least {{count, number}} blocks',
  'array.max.blocks_one': 'Must have at most {{count, number}} blocks',
  'array.max.blocks_other': 'Must have at most {{count, number}} blocks',
  'array.length.blocks_one': 'Must have exactly {{count, number}} blocks',
  'array.length.blocks_other': 'Must have exactly {{count, number}} blocks',
  'array.duplicate': "Can't be a duplicate",
  // References and assets
  'reference.not-reference': 'Must be a reference to a document',
  'reference.not-published': 'Referenced document must be published',
  'asset.required.file': 'File is required',
  'asset.required.image': 'Image is required',
  'asset.required.asset': 'Asset is required',
  // Dates
  'date.invalid': 'Must be a valid ISO-8601 formatted date string',
  'date.min': 'Must be at or after {{min}}',
  'date.max': 'Must be at or before {{max}}',
  // Slugs and the lake
  'slug.not-object': 'Slug must be an object',
  'slug.missing-current': 'Slug must have a value',
  'slug.not-unique': 'Slug "{{slug}}" is already in use',
  'lake.unreachable': 'Could not check this value: the content lake could not be reached. It is checked again once the connection is back.',
  'slug.in-array': 'Slug at {{path}} is inside an array: uniqueness is checked against every item of that field',
  'slug.needs-context': 'Slug validation needs the document and the path of the slug',
} as const

/** A key as `t` takes it: plural keys without their `_one` / `_other` ending. */
export type ValidationTextKey = keyof typeof validationEn extends infer Key
  ? Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key
  : never
