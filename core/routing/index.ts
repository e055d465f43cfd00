// core/routing: the shell's routing rules as pure functions (shell seed §2). The navigation
// machine (machines/navigation.ts) calls them; the UI renders what they answer.
export * from './constants.ts'
export * from './intents.ts'
export * from './matchWorkspace.ts'
export * from './pageTitle.ts'
export * from './paths.ts'
export * from './resolveLocation.ts'
export * from './resolveTool.ts'
export * from './routerState.ts'
export * from './screens.ts'
export * from './structureTool.ts'
export type * from './types.ts'
