// Runs the navigation machine against the address bar: it writes the URL through `applyUrl`, and
// hears the browser's back and forward as 'location.changed'.
import {useActorRef} from '@xstate/react'
import {createContext, useContext, useEffect, useMemo} from 'react'
import {fromPromise} from 'xstate'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import {navigationMachine, type UrlUpdate} from '../../machines/navigation.ts'

function addressOf() {
  const {pathname, search, hash} = window.location
  return {pathname, search, hash}
}

export function useNavigationActor(workspaces: ResolvedWorkspace[]) {
  const navigation = useActorRef(
    useMemo(
      () =>
        navigationMachine.provide({
          actors: {
            applyUrl: fromPromise<void, UrlUpdate>(async ({input}) => {
              if (input.replace) window.history.replaceState(window.history.state, '', input.to)
              else window.history.pushState(null, '', input.to)
            }),
          },
        }),
      [],
    ),
    {input: {workspaces, ...addressOf()}},
  )

  useEffect(() => {
    const onPopState = () => navigation.send({type: 'location.changed', ...addressOf()})
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [navigation])

  return navigation
}

export type NavigationRef = ReturnType<typeof useNavigationActor>

export const NavigationContext = createContext<NavigationRef | null>(null)

/** The studio's navigation actor, for tools that navigate or open intents. */
export function useNavigation(): NavigationRef {
  const navigation = useContext(NavigationContext)
  if (!navigation) throw new Error('useNavigation() is used outside the studio')
  return navigation
}

/** Tells the machine about an address change made outside it (the auth gate removing `#sid=`). */
export function syncNavigation(navigation: NavigationRef): void {
  navigation.send({type: 'location.changed', ...addressOf()})
}
