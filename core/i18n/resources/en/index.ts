// English (US), the default locale. Other locales translate these keys; a key missing there falls
// back to the text here. The form's and validation's namespaces are in formBundles.ts: they travel
// with the document form's code, not with the first screen (ui/form/formTexts.ts).
import {DEFAULT_LOCALE, STUDIO_NAMESPACE} from '../../constants.ts'
import type {ShippedLocale} from '../../types.ts'
import {ROUTING_NAMESPACE, routingEn} from './routing.ts'
import {SEARCH_NAMESPACE, searchEn} from './search.ts'
import {STRUCTURE_NAMESPACE, structureEn} from './structure.ts'
import {studioEn} from './studio.ts'

const locale = DEFAULT_LOCALE

export const enUS: ShippedLocale = {
  id: locale,
  title: 'English (US)',
  bundles: [
    {locale, namespace: STUDIO_NAMESPACE, resources: studioEn},
    {locale, namespace: ROUTING_NAMESPACE, resources: routingEn},
    {locale, namespace: STRUCTURE_NAMESPACE, resources: structureEn},
    {locale, namespace: SEARCH_NAMESPACE, resources: searchEn},
  ],
}
