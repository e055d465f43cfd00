// Rules the editor is given as behaviours: lists nest at most 9 deep (K-ED-039; the editor's own
// Tab indent stops at 10), so a level past the limit is set as the limit instead; mod+K opens the
// link popover (ED-PT-022).
import {defineBehavior, effect, forward} from '@portabletext/editor/behaviors'
import {clampListLevel} from '../../../core/richtext/constants.ts'

const listLevelLimit = defineBehavior({
  on: 'block.set',
  guard: ({event}) => typeof event.props.level === 'number' && clampListLevel(event.props.level) !== event.props.level,
  actions: [({event}) => [forward({...event, props: {...event.props, level: clampListLevel(event.props.level as number)}})]],
})

/** Module-level, so the editor registers them once. */
export const RICH_TEXT_BEHAVIORS = [listLevelLimit]

/** mod+K (Ctrl on Windows and Linux, Cmd on Apple systems), nothing else held. */
function isLinkShortcut(event: {key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean}): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
}

/** Opens the link popover on mod+K; the key goes no further (the browser's own mod+K is a search). */
export function linkShortcutBehavior(open: () => void) {
  return defineBehavior({
    on: 'keyboard.keydown',
    guard: ({event}) => isLinkShortcut(event.originEvent),
    actions: [() => [effect(open)]],
  })
}
