// The English texts of the document form and of validation messages: the largest namespaces, and
// only a form shows them, so they load with the form's code (ui/form/formTexts.ts) instead of with
// the first screen. Part of the en-US locale for every check over all of its bundles.
import {DEFAULT_LOCALE} from '../../constants.ts'
import type {LocaleBundle} from '../../types.ts'
import {FORM_NAMESPACE, formEn} from './form.ts'
import {VALIDATION_NAMESPACE, validationEn} from './validation.ts'

export const enFormBundles: readonly LocaleBundle[] = [
  {locale: DEFAULT_LOCALE, namespace: FORM_NAMESPACE, resources: formEn},
  {locale: DEFAULT_LOCALE, namespace: VALIDATION_NAMESPACE, resources: validationEn},
]
