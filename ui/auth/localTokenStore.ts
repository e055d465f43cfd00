// One project's token in this browser's local storage. A stored record that cannot be read is
// dropped and named in a console warning (SH-CONF-051), the same way wherever the token is read.
import {createLocalStorageStore} from '../../adapters/storage/index.ts'
import {createTokenStore, type TokenStore} from '../../core/auth/tokenStorage.ts'
import {warnUnreadableSetting} from '../app/unreadableSettings.ts'

const localStore = createLocalStorageStore()

export function localTokenStore(projectId: string): TokenStore {
  return createTokenStore(localStore, projectId, undefined, warnUnreadableSetting)
}
