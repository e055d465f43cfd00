// React Aria's GridListItem passes no aria-describedby through (and its ref reaches the collection
// it builds, not always the row), while its description slot joins the description into the row's
// name. A list row is named by its title alone (what people and tests find it by); what else it
// shows is its description, which screen readers read after the name.
import {useLayoutEffect, type RefObject} from 'react'

/**
 * Makes the parts matching `parts` inside the closest ancestor matching `owner` of the (empty)
 * marker element that ancestor's description, by id (given from `baseId` where they have none).
 */
export function useDescribedByParts(marker: RefObject<HTMLElement | null>, owner: string, parts: string, baseId: string): void {
  useLayoutEffect(() => {
    const described = marker.current?.parentElement?.closest(owner)
    if (!described) return
    const ids = [...described.querySelectorAll(parts)].map((part, index) => {
      if (!part.id) part.id = `${baseId}-${index}`
      return part.id
    })
    if (ids.length > 0) described.setAttribute('aria-describedby', ids.join(' '))
    else described.removeAttribute('aria-describedby')
  })
}
