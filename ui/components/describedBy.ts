// React Aria's GridListItem passes no aria-describedby through (and its ref reaches the collection
// it builds, not always the row), while its description slot joins the description into the row's
// name. A list row is named by its title alone (what people and tests find it by); what else it
// shows is its description, which screen readers read after the name.
import {useLayoutEffect, type RefObject} from 'react'

/** Makes the element the description of its closest ancestor matching `owner` (by its id). */
export function useDescribes(ref: RefObject<HTMLElement | null>, owner: string): void {
  useLayoutEffect(() => {
    const element = ref.current
    const described = element?.parentElement?.closest(owner)
    if (!element || !described) return
    described.setAttribute('aria-describedby', element.id)
    return () => {
      if (described.getAttribute('aria-describedby') === element.id) described.removeAttribute('aria-describedby')
    }
  })
}
