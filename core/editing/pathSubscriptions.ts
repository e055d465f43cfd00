// Subscriptions to parts of a document by path. A form with hundreds of fields would otherwise
// run every field's selector on every keystroke; here a new document is compared with the old one
// along the subscribed paths only, and a branch whose value is the same object (EDGE shares
// unchanged values by reference) is skipped whole. A keystroke in one field wakes that field's
// listeners, the listeners of the objects above it, and those listening to the whole document.
import {valueAtPath, type Path, type PathSegment} from './paths.ts'

type Listener = () => void

interface Node {
  segment: PathSegment | null
  listeners: Set<Listener>
  children: Map<string, Node>
}

export interface PathSubscriptions {
  /** The document now (or whatever root value the owner set). */
  root(): unknown
  valueAt(path: Path): unknown
  /** Replaces the root and calls the listeners of every subscribed path whose value is no longer the same. */
  set(next: unknown): void
  /** `listener` runs when the value at `path` may differ (it is a different reference). */
  subscribe(path: Path, listener: Listener): () => void
  /** `listener` runs on every new root (for callbacks that read the whole document). */
  subscribeAll(listener: Listener): () => void
}

const segmentKey = (segment: PathSegment): string =>
  typeof segment === 'string' ? `f:${segment}` : typeof segment === 'number' ? `i:${segment}` : `k:${segment._key}`

const newNode = (segment: PathSegment | null): Node => ({segment, listeners: new Set(), children: new Map()})

export function createPathSubscriptions(initial: unknown): PathSubscriptions {
  let current = initial
  const tree = newNode(null)
  const everything = new Set<Listener>()

  function collect(node: Node, before: unknown, after: unknown, woken: Listener[]): void {
    for (const listener of node.listeners) woken.push(listener)
    // Items subscribed by key (each block object of a long body, each row of a long list) are
    // found through one index of the array per side, not one search of the array per item.
    let byKey: {before: Map<string, unknown>; after: Map<string, unknown>} | null = null
    for (const child of node.children.values()) {
      const segment = child.segment as PathSegment
      let a: unknown
      let b: unknown
      if (typeof segment === 'object' && Array.isArray(before) && Array.isArray(after)) {
        byKey ??= {before: keyIndex(before), after: keyIndex(after)}
        a = byKey.before.get(segment._key)
        b = byKey.after.get(segment._key)
      } else {
        a = valueAtPath(before, [segment])
        b = valueAtPath(after, [segment])
      }
      if (a !== b) collect(child, a, b, woken)
    }
  }

  function prune(path: Path): void {
    // Removes the nodes left without listeners or children, from the leaf up.
    const trail: Node[] = [tree]
    for (const segment of path) {
      const next = trail[trail.length - 1].children.get(segmentKey(segment))
      if (!next) return
      trail.push(next)
    }
    for (let i = trail.length - 1; i > 0; i--) {
      const node = trail[i]
      if (node.listeners.size > 0 || node.children.size > 0) return
      trail[i - 1].children.delete(segmentKey(path[i - 1]))
    }
  }

  return {
    root: () => current,
    valueAt: (path) => valueAtPath(current, path),
    set(next) {
      if (next === current) return
      const before = current
      current = next
      const woken: Listener[] = [...everything]
      collect(tree, before, next, woken)
      // Listeners run after the walk, so one that unsubscribes or subscribes cannot disturb it.
      for (const listener of woken) listener()
    },
    subscribe(path, listener) {
      let node = tree
      for (const segment of path) {
        const key = segmentKey(segment)
        let child = node.children.get(key)
        if (!child) {
          child = newNode(segment)
          node.children.set(key, child)
        }
        node = child
      }
      node.listeners.add(listener)
      return () => {
        node.listeners.delete(listener)
        prune(path)
      }
    },
    subscribeAll(listener) {
      everything.add(listener)
      return () => everything.delete(listener)
    },
  }
}

/** Each key's first item, as valueAtPath finds it. */
function keyIndex(items: readonly unknown[]): Map<string, unknown> {
  const index = new Map<string, unknown>()
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue
    const key = (item as {_key?: unknown})._key
    if (typeof key === 'string' && !index.has(key)) index.set(key, item)
  }
  return index
}
