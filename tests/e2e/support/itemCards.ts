// An array item's card is a button named 'Edit {title}', followed by its subtitle when the card
// shows one (its name holds everything the card shows, WCAG 2.5.3).
export function itemCardName(title: string): RegExp {
  return new RegExp(`^Edit ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: .+)?$`)
}
