// React saves the focused element's selection before every commit, anywhere on the page, so that
// it can put it back if the commit moves focus. For an editing host (`contentEditable === 'true'`)
// it finds the selection's offsets by walking every DOM node under the host: with a 1,000-block
// body that walk cost about 9 ms per commit, several commits per keystroke, for a selection the
// rich-text editor keeps itself and React never needs to restore. Reading the host's
// `contentEditable` as 'inherit' makes React skip the walk; the attribute, `isContentEditable` and
// what the browser edits are untouched.
export function hideFromReactSelection(host: HTMLElement): void {
  if (Object.prototype.hasOwnProperty.call(host, 'contentEditable')) return
  Object.defineProperty(host, 'contentEditable', {
    configurable: true,
    get: () => 'inherit',
    set: (value: string) => host.setAttribute('contenteditable', value),
  })
}
