// Avatars of people in fields scrolled out of view, docked at the top or bottom edge of the form's
// scroll area (ED-PRES-005), so nobody disappears from a long document. Positions are read from the
// fields' marker slots (their `data-path`), on scroll and when people move.
import {useEffect, useMemo, useState, type CSSProperties, type RefObject} from 'react'
import {useTranslation} from 'react-i18next'
import {PRESENCE_AVATARS_MAX, PRESENCE_DOCK_MARGIN_PX} from '../../core/presence/constants.ts'
import {dockEdgeOf, type DockEdge} from '../../core/presence/docking.ts'
import type {PresentUser} from '../../core/presence/types.ts'
import {AvatarStack} from './AvatarStack.tsx'
import {personOf} from './peopleOf.ts'
import {usePresence} from './presenceContext.ts'
import {useUsersAtDocument} from './usePresentUsers.ts'
import styles from './DockedPresence.module.css'

/** The deepest path of each user in the document, as the marker slots print it. */
function slotPathOf(user: PresentUser): string | null {
  const deepest = user.locations.reduce<unknown[]>((found, l) => (l.path.length > found.length ? l.path : found), [])
  return deepest.length > 0 ? JSON.stringify(deepest) : null
}

function edgesOf(scroller: HTMLElement, users: PresentUser[]): Record<string, DockEdge> {
  const view = scroller.getBoundingClientRect()
  const slots = [...scroller.querySelectorAll<HTMLElement>('[data-slot="markers"][data-path]')]
  const edges: Record<string, DockEdge> = {}
  for (const user of users) {
    const path = slotPathOf(user)
    const slot = path ? slots.find((s) => s.dataset.path === path) : undefined
    // A field not rendered (another group tab, a closed item) has no place to dock from.
    edges[user.userId] = slot ? dockEdgeOf(slot.getBoundingClientRect(), view) : null
  }
  return edges
}

/** The edges on show when nothing moved, so a measure that finds no change renders nothing. */
function sameEdges(shown: Record<string, DockEdge>, measured: Record<string, DockEdge>): Record<string, DockEdge> {
  const keys = Object.keys(measured)
  return keys.length === Object.keys(shown).length && keys.every((id) => shown[id] === measured[id]) ? shown : measured
}

/**
 * One edge's dock. The top one goes first in the scroll area and the bottom one last: each is
 * sticky, and a sticky element only holds to the edge its natural place is beyond.
 */
export function DockedPresence({documentId, scroller, edge}: {documentId: string; scroller: RefObject<HTMLElement | null>; edge: 'top' | 'bottom'}) {
  const presence = usePresence()
  const users = useUsersAtDocument(documentId)
  const [edges, setEdges] = useState<Record<string, DockEdge>>({})
  useEffect(() => {
    const element = scroller.current
    // Nobody else here: nothing to dock, so no measuring frame on every scroll.
    if (!element || users.length === 0) return
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setEdges((shown) => sameEdges(shown, edgesOf(element, users))))
    }
    measure()
    element.addEventListener('scroll', measure, {passive: true})
    window.addEventListener('resize', measure)
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [scroller, users])
  const people = presence?.people ?? {}
  const docked = useMemo(() => users.filter((user) => edges[user.userId] === edge), [users, edges, edge])
  return <Dock edge={edge} users={docked} people={people} />
}

function Dock({edge, users, people}: {edge: 'top' | 'bottom'; users: PresentUser[]; people: NonNullable<ReturnType<typeof usePresence>>['people']}) {
  const {t} = useTranslation()
  const stacked = useMemo(() => users.map((user) => personOf(user, people)), [users, people])
  if (stacked.length === 0) return null
  const label = t(edge === 'top' ? 'presence.docked-above' : 'presence.docked-below', {count: stacked.length, names: stacked.map((p) => p.name).join(', ')})
  return (
    <div className={styles.dock} data-edge={edge} style={{'--dock-margin': `${PRESENCE_DOCK_MARGIN_PX}px`} as CSSProperties}>
      <span role="img" aria-label={label} title={label} className={styles.stack}>
        <AvatarStack people={stacked} max={PRESENCE_AVATARS_MAX.general} />
      </span>
    </div>
  )
}
