// Runs the auth gate machine for one workspace's project in the browser: HTTP adapters, the
// project's token in local storage, the address bar, window focus and other tabs' sign-ins.
import {useActorRef} from '@xstate/react'
import {useEffect, useMemo, useRef} from 'react'
import {createHttpAuth} from '../../adapters/http/index.ts'
import {authTokenKey} from '../../core/auth/tokenStorage.ts'
import {resolveLoginMethod, usesToken} from '../../core/auth/loginMethod.ts'
import {authGateActors, authGateMachine} from '../../machines/authGate.ts'
import {lakeHostOf, type StudioWorkspace} from '../app/workspace.ts'
import {localTokenStore} from './localTokenStore.ts'

export function useAuthGate(workspace: StudioWorkspace, onAddressChanged: () => void) {
  const {projectId, dataset} = workspace
  const apiHost = lakeHostOf(workspace)
  const loginMethod = resolveLoginMethod(workspace.auth.loginMethod)
  // Read when the address changes, so the machine's actions need not be made again for a new callback.
  const addressChanged = useRef(onAddressChanged)
  addressChanged.current = onAddressChanged
  // `provide` copies the whole machine: made again only when what its actors use changes
  // (useActorRef gives the running actor each new copy's implementations).
  const gate = useActorRef(
    useMemo(
      () =>
        authGateMachine.provide({
          actors: authGateActors((token) =>
            createHttpAuth({apiHost, projectId, dataset, token, withCredentials: !token && loginMethod !== 'token'}),
          ),
          actions: {
            replaceHash: (_, {hash}) => {
              const {pathname, search} = window.location
              window.history.replaceState(window.history.state, '', pathname + search + hash)
              addressChanged.current()
            },
            redirect: (_, {url}) => window.location.assign(url),
            reload: () => window.location.reload(),
          },
        }),
      [apiHost, projectId, dataset, loginMethod],
    ),
    {
      input: {
        projectId,
        origin: window.location.origin,
        // Back to the page the user was on; the lake puts `#sid=` after it.
        returnUrl: window.location.origin + window.location.pathname + window.location.search,
        hash: window.location.hash,
        tokenStore: localTokenStore(projectId),
        loginMethod,
        redirectOnSingleProvider: workspace.auth.redirectOnSingle,
      },
    },
  )

  useEffect(() => {
    const onFocus = () => gate.send({type: 'window.focused'})
    // Dual login (SH-AUTH-011): a sign-in or sign-out in another tab of this project is followed here.
    const key = authTokenKey(projectId)
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key || !usesToken(loginMethod)) return
      gate.send({type: 'token.changed', token: localTokenStore(projectId).get()})
    }
    window.addEventListener('focus', onFocus)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener('focus', onFocus)
      window.removeEventListener('storage', onStorage)
    }
  }, [gate, projectId, loginMethod])

  return gate
}

export type AuthGateRef = ReturnType<typeof useAuthGate>
