// Tab in an open menu closes it, as Escape does, and focus goes back to the button that opened
// it. React Aria keeps the focus inside a menu's popover, so Tab moved among its items forever:
// a keyboard user expects Tab to leave a menu (WAI-ARIA's menu pattern closes it on Tab).
/** Installs the listener on the document; answers its removal. */
export function letTabLeaveMenus(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target instanceof Element ? event.target : null
    if (!target?.closest('[role="menu"]')) return
    // Before React sees it: the menu's own handling of Tab is what kept the focus inside.
    event.preventDefault()
    event.stopPropagation()
    target.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', code: 'Escape', bubbles: true, cancelable: true}))
  }
  document.addEventListener('keydown', onKeyDown, true)
  return () => document.removeEventListener('keydown', onKeyDown, true)
}
