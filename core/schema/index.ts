export * from './define.ts'
export {INTRINSIC_TYPE_NAMES} from './definitions.ts'
export * from './resolve.ts'
