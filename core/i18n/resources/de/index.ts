// German (Germany). The title is the language's own name, as the language picker shows it.
import {STUDIO_NAMESPACE} from '../../constants.ts'
import type {ShippedLocale} from '../../types.ts'
import {FORM_NAMESPACE} from '../en/form.ts'
import {ROUTING_NAMESPACE} from '../en/routing.ts'
import {SEARCH_NAMESPACE} from '../en/search.ts'
import {STRUCTURE_NAMESPACE} from '../en/structure.ts'
import {VALIDATION_NAMESPACE} from '../en/validation.ts'
import {formDe} from './form.ts'
import {routingDe} from './routing.ts'
import {searchDe} from './search.ts'
import {structureDe} from './structure.ts'
import {studioDe} from './studio.ts'
import {validationDe} from './validation.ts'

const locale = 'de-DE'

export const deDE: ShippedLocale = {
  id: locale,
  title: 'Deutsch',
  bundles: [
    {locale, namespace: STUDIO_NAMESPACE, resources: studioDe},
    {locale, namespace: ROUTING_NAMESPACE, resources: routingDe},
    {locale, namespace: STRUCTURE_NAMESPACE, resources: structureDe},
    {locale, namespace: FORM_NAMESPACE, resources: formDe},
    {locale, namespace: SEARCH_NAMESPACE, resources: searchDe},
    {locale, namespace: VALIDATION_NAMESPACE, resources: validationDe},
  ],
}
