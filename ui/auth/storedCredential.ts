// The credential the sign-in check of a workspace will start with, read as the auth gate reads it
// (startingToken): the stored token when the login method keeps one, else the session cookie
// (null). For what a route starts before that check answers (ui/app/toolViews.ts).
import {resolveLoginMethod, startingToken} from '../../core/auth/loginMethod.ts'
import type {StudioWorkspace} from '../app/workspace.ts'
import {localTokenStore} from './localTokenStore.ts'

/** `{token}` to use, or null when there is none to try (a token-only login without a stored token). */
export function storedCredentialOf(workspace: Pick<StudioWorkspace, 'projectId' | 'auth'>): {token: string | null} | null {
  const method = resolveLoginMethod(workspace.auth.loginMethod)
  const token = startingToken(method, localTokenStore(workspace.projectId))
  return token || method !== 'token' ? {token} : null
}
