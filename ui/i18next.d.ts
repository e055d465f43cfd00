// Typed keys: a misspelt text key fails `tsc -p ui`.
import 'i18next'
import type {routingEn} from '../core/i18n/resources/en/routing.ts'
import type {studioEn} from '../core/i18n/resources/en/studio.ts'
import type {structureEn} from '../core/i18n/resources/en/structure.ts'
import type {formEn} from '../core/i18n/resources/en/form.ts'
import type {searchEn} from '../core/i18n/resources/en/search.ts'
import type {validationEn} from '../core/i18n/resources/en/validation.ts'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'studio'
    keySeparator: false
    resources: {studio: typeof studioEn; routing: typeof routingEn; structure: typeof structureEn; form: typeof formEn; search: typeof searchEn; validation: typeof validationEn}
  }
}
