// Built-in validation messages in the editor's language: every English message has a key in the
// `validation` namespace that renders to exactly that English text (so the two cannot drift), and
// a German studio shows the German text while the marker's `message` stays English.
import {describe, expect, it, vi} from 'vitest'
import {loadAllBundles, validationEn} from '../../../core/i18n/index.ts'
import {MESSAGES, MESSAGE_KEYS, builtIn, markerMessage, type MessageArgs, type MessageName, type Rule} from '../../../core/validation/index.ts'
import {createStudioI18n} from '../../../ui/app/i18n.ts'
import {checkField} from './support.ts'

// Sample arguments per message; counted messages get a singular and a plural count.
const SAMPLES: {[Name in MessageName]: MessageArgs<Name>[]} = {
  required: [[]],
  wrongType: [['String', 'Number']],
  notAllowed: [[]],
  notAllowedHint: [['red/blue "x"']],
  unknownField: [['colour', 'post']],
  missingSchemaType: [['ghost']],
  slowValidator: [['title', 5000]],
  integer: [[]],
  numberMin: [[0], [-1.5]],
  numberMax: [[10]],
  greaterThan: [[0.25]],
  lessThan: [[100]],
  precision: [[2]],
  stringMin: [[1], [5]],
  stringMax: [[1], [80]],
  stringLength: [[1], [3]],
  uppercase: [[]],
  lowercase: [[]],
  regexMatch: [['/^[a-z]+$/']],
  regexInvert: [['digits']],
  email: [[]],
  uriScheme: [[]],
  uriCredentials: [[]],
  uriInvalid: [[]],
  uriRelative: [[]],
  uriRelativeOnly: [[]],
  arrayMin: [[1, 'items'], [2, 'items'], [1, 'blocks'], [3, 'blocks']],
  arrayMax: [[1, 'items'], [4, 'blocks']],
  arrayLength: [[1, 'blocks'], [2, 'items']],
  duplicate: [[]],
  notReference: [[]],
  referenceNotPublished: [[]],
  assetRequired: [['file'], ['image'], ['asset']],
  dateInvalid: [[]],
  dateMin: [['2020-01-01T00:00:00Z']],
  dateMax: [['2035-12-31']],
  slugNotObject: [[]],
  slugMissingCurrent: [[]],
  slugNotUnique: [['my-post']],
  lakeUnreachable: [[]],
  slugInArray: [['links[].slug']],
  slugNeedsContext: [[]],
}

async function studioI18n(locale: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const {bundles} = await loadAllBundles()
  const i18n = createStudioI18n(locale, bundles)
  return i18n.getFixedT(locale, 'validation') as unknown as (key: string, values: object) => string
}

describe('built-in validation messages have translation keys', () => {
  it('every message has a key in the English validation namespace, and samples of every message', () => {
    const names = Object.keys(MESSAGES) as MessageName[]
    expect(Object.keys(MESSAGE_KEYS).sort()).toEqual([...names].sort())
    expect(Object.keys(SAMPLES).sort()).toEqual([...names].sort())
    const english = new Set(Object.keys(validationEn).map((key) => key.replace(/_(one|other)$/, '')))
    for (const name of names) {
      for (const args of SAMPLES[name]) {
        const {key} = (MESSAGE_KEYS[name] as (...values: unknown[]) => {key: string})(...args)
        expect(english.has(key), `${name} → ${key}`).toBe(true)
      }
    }
  })

  it('the English text of each key is the marker message, its numbers in English notation, for every sample', async () => {
    const t = await studioI18n('en-US')
    const inEnglish = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US', {maximumFractionDigits: 20}) : value)
    for (const name of Object.keys(MESSAGES) as MessageName[]) {
      for (const args of SAMPLES[name]) {
        const {message, messageKey} = (builtIn as (name: MessageName, ...values: unknown[]) => ReturnType<typeof builtIn>)(name, ...args)
        const english = MESSAGES[name] as string | ((...values: unknown[]) => string)
        expect(message).toBe(typeof english === 'string' ? english : english(...args))
        const shown = typeof english === 'string' ? english : english(...args.map(inEnglish))
        expect(t(messageKey.key, messageKey.values), `${name}(${args.join(', ')})`).toBe(shown)
      }
    }
  })
})

describe('markers in German', () => {
  it('a required field reads "Erforderlich"; the marker message stays English', async () => {
    const t = await studioI18n('de-DE')
    const [marker] = await checkField({type: 'string', validation: (r: Rule) => r.required()}, undefined)
    expect(marker!.message).toBe('Required')
    expect(marker!.messageKey).toEqual({key: 'required', values: {}})
    expect(markerMessage(marker!, t)).toBe('Erforderlich')
  })

  it('counts take the German plural form', async () => {
    const t = await studioI18n('de-DE')
    const tags = (min: number) => ({type: 'array', of: [{type: 'string'}], validation: (r: Rule) => r.min(min)})
    const [one] = await checkField(tags(1), [])
    const [two] = await checkField(tags(2), ['a'])
    const [length] = await checkField({type: 'string', validation: (r: Rule) => r.max(1)}, 'ab')
    expect([one, two, length].map((marker) => marker && markerMessage(marker, t))).toEqual([
      'Muss mindestens 1 Element enthalten',
      'Muss mindestens 2 Elemente enthalten',
      'Darf höchstens 1 Zeichen lang sein',
    ])
  })

  it('numbers read in the reader\u2019s notation (SH-I18N-013): grouped, with a decimal comma in German, every digit of a limit kept', async () => {
    const de = await studioI18n('de-DE')
    const en = await studioI18n('en-US')
    const [long] = await checkField({type: 'string', validation: (r: Rule) => r.min(1000)}, 'short')
    // The marker keeps the English text as the rule wrote it; what is shown is localised.
    expect(long!.message).toBe('Must be at least 1000 characters long')
    expect(markerMessage(long!, de)).toBe('Muss mindestens 1.000 Zeichen lang sein')
    expect(markerMessage(long!, en)).toBe('Must be at least 1,000 characters long')
    const [price] = await checkField({type: 'number', validation: (r: Rule) => r.min(2500.75)}, 3)
    expect(markerMessage(price!, de)).toBe('Muss größer oder gleich 2.500,75 sein')
    const [tiny] = await checkField({type: 'number', validation: (r: Rule) => r.greaterThan(0.0005)}, 0)
    expect(markerMessage(tiny!, de)).toBe('Muss größer als 0,0005 sein')
    const [items] = await checkField({type: 'array', of: [{type: 'string'}], validation: (r: Rule) => r.max(1200)}, Array.from({length: 1201}, (_, i) => String(i)))
    expect(markerMessage(items!, de)).toBe('Darf höchstens 1.200 Elemente enthalten')
    // A limit that is not a number is shown as given, never as NaN.
    expect(de('number.min', {min: 'the start'})).toBe('Muss größer oder gleich the start sein')
  })

  it('a schema author\u2019s own message has no key and is shown as written', async () => {
    const t = await studioI18n('de-DE')
    const markers = await checkField({type: 'string', validation: (r: Rule) => [r.required().error('Give it a name'), r.custom(() => 'Not this')]}, 'x')
    const [own] = await checkField({type: 'string', validation: (r: Rule) => r.required().error('Give it a name')}, undefined)
    expect(own!.messageKey).toBeUndefined()
    expect(markerMessage(own!, t)).toBe('Give it a name')
    expect(markers.map((marker) => [marker.messageKey, markerMessage(marker, t)])).toEqual([[undefined, 'Not this']])
  })
})
