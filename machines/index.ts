// machines/: one XState v5 machine per flow of the spec, side effects injected through actors.
// Other frontends drive these with their own adapters, as the studio and clients/node do.
export {authGateMachine} from './authGate.ts'
export {connectionMachine} from './connection.ts'
export {documentOperationsMachine} from './documentOperations.ts'
export {documentPairMachine} from './documentPair.ts'
export {historySelectionMachine} from './historySelection.ts'
export {historyTimelineMachine} from './historyTimeline.ts'
export {initialValueMachine} from './initialValue.ts'
export {navigationMachine} from './navigation.ts'
export {referenceInputMachine} from './referenceInput.ts'
export {searchMachine} from './search.ts'
export {slugGenerationMachine} from './slugGeneration.ts'
export {validationMachine} from './validation.ts'
