// Mendoza encoder: the JSON-diff format of the lake's `effects` (decoded by the `mendoza` package).
export {encodeMendoza, effectsOf, type MendozaPatch, type MendozaEffects} from './encode.ts'
export {applyDocumentEffect, documentEffectsOf} from './documentEffects.ts'
