// The form's and validation's English texts, registered as this chunk is evaluated: every module
// that shows them imports this one, so they reach the studio's i18next instances before the first
// field renders, and the first screen does not download them (core/i18n/resources/en/formBundles.ts).
import {enFormBundles} from '../../core/i18n/resources/en/formBundles.ts'
import {registerBundles} from '../app/i18n.ts'

registerBundles(enFormBundles)
