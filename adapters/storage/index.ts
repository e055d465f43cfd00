// KeyValueStore adapters: Web Storage with a memory fallback, and plain memory.
export {createMemoryStore} from './memory.ts'
export {createLocalStorageStore} from './localStorage.ts'
export {createSessionStorageStore} from './sessionStorage.ts'
export {createWebStorageStore, type WebStorageLike} from './webStorage.ts'
