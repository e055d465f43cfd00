// The credential the sign-in check of a workspace will start with, read the way the auth gate reads
// it (machines/authGate.ts): the stored token when the login method keeps one, else the session
// cookie (null). For what a route starts before that check answers (ui/app/toolViews.ts).
import {createLocalStorageStore} from '../../adapters/storage/index.ts'
import {resolveLoginMethod, usesToken} from '../../core/auth/loginMethod.ts'
import {createTokenStore} from '../../core/auth/tokenStorage.ts'
import type {StudioWorkspace} from '../app/workspace.ts'

/** `{token}` to use, or null when there is none to try (a token-only login without a stored token). */
export function storedCredentialOf(workspace: Pick<StudioWorkspace, 'projectId' | 'auth'>): {token: string | null} | null {
  const method = resolveLoginMethod(workspace.auth.loginMethod)
  if (!usesToken(method)) return {token: null}
  const token = createTokenStore(createLocalStorageStore(), workspace.projectId).get()
  return token || method !== 'token' ? {token} : null
}
