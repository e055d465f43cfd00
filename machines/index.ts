// machines/: one XState v5 machine per flow of the spec, side effects injected through actors.
// The first machines (auth gate, navigation, connection, document pair, operations) come with
// the studio shell; until then this layer exports nothing.
export {}
export {validationMachine} from './validation.ts'
