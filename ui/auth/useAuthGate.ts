// Runs the auth gate machine for one workspace's project in the browser: HTTP adapters, the
// project's token in local storage, the address bar, window focus and other tabs' sign-ins.
import {useActorRef} from '@xstate/react'
import {useEffect, useMemo, useRef} from 'react'
import {createHttpAuth, onSessionRefused} from '../../adapters/http/index.ts'
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
    // Focus and the browser coming online make the error page try again (SH-AUTH-045); focus also
    // has a signed-in gate check that the session is still there (SH-AUTH-047).
    const onFocus = () => gate.send({type: 'window.focused'})
    const onOnline = () => gate.send({type: 'browser.online'})
    // A request of this project refused for its credential: the gate checks the session (SH-AUTH-047).
    // Matched by project only: a stray report costs one check of the session, nothing more.
    const stopRefusals = onSessionRefused((refusal) => {
      if (refusal.projectId === projectId) gate.send({type: 'session.refused'})
    })
    // Dual login (SH-AUTH-011): a sign-in or sign-out in another tab of this project is followed here.
    const key = authTokenKey(projectId)
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key || !usesToken(loginMethod)) return
      gate.send({type: 'token.changed', token: localTokenStore(projectId).get()})
    }
    window.addEventListener('focus', onFocus)
    window.addEventListener('online', onOnline)
    window.addEventListener('storage', onStorage)
    return () => {
      stopRefusals()
      window.removeEventListener('focus', onFocus)
      window.removeEventListener('online', onOnline)
      window.removeEventListener('storage', onStorage)
    }
  }, [gate, projectId, loginMethod])

  return gate
}

export type AuthGateRef = ReturnType<typeof useAuthGate>
