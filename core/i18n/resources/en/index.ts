// English (US), the default locale: every namespace the studio has. Other locales translate these
// keys; a key missing there falls back to the text here.
import {DEFAULT_LOCALE, STUDIO_NAMESPACE} from '../../constants.ts'
import type {ShippedLocale} from '../../types.ts'
import {FORM_NAMESPACE, formEn} from './form.ts'
import {ROUTING_NAMESPACE, routingEn} from './routing.ts'
import {SEARCH_NAMESPACE, searchEn} from './search.ts'
import {STRUCTURE_NAMESPACE, structureEn} from './structure.ts'
import {studioEn} from './studio.ts'
import {VALIDATION_NAMESPACE, validationEn} from './validation.ts'

const locale = DEFAULT_LOCALE

export const enUS: ShippedLocale = {
  id: locale,
  title: 'English (US)',
  bundles: [
    {locale, namespace: STUDIO_NAMESPACE, resources: studioEn},
    {locale, namespace: ROUTING_NAMESPACE, resources: routingEn},
    {locale, namespace: STRUCTURE_NAMESPACE, resources: structureEn},
    {locale, namespace: FORM_NAMESPACE, resources: formEn},
    {locale, namespace: SEARCH_NAMESPACE, resources: searchEn},
    {locale, namespace: VALIDATION_NAMESPACE, resources: validationEn},
  ],
}
