// Lists what a locale lacks against English: `npm run i18n:missing [-- de-DE]` (every shipped
// locale when none is named). Exits 1 when anything is missing, extra or has other placeholders,
// so it also works as a check before merging new English keys.
import {DEFAULT_LOCALE, LOCALES, loadAllBundles} from '../core/i18n/index.ts'
import {hasGaps, localeGaps} from '../core/i18n/completeness.ts'

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
const locales = asked.length > 0 ? asked : LOCALES.map((locale) => locale.id).filter((id) => id !== DEFAULT_LOCALE)
const {bundles, problems} = await loadAllBundles()
let incomplete = problems.length > 0
for (const problem of problems) console.log(`${problem.locale}: bundle ${problem.index + 1}: ${problem.message}`)
for (const locale of locales) {
  const gaps = localeGaps(bundles, locale, DEFAULT_LOCALE).filter(hasGaps)
  if (gaps.length === 0) {
    console.log(`${locale}: complete`)
    continue
  }
  incomplete = true
  for (const gap of gaps) {
    console.log(`${locale} / ${gap.namespace}:`)
    for (const key of gap.missing) console.log(`  missing      ${key}`)
    for (const key of gap.extra) console.log(`  not in en-US ${key}`)
    for (const {key, expected, actual} of gap.placeholders) console.log(`  placeholders ${key}: expected {${expected.join(', ')}}, has {${actual.join(', ')}}`)
  }
}
process.exitCode = incomplete ? 1 : 0
