// Rules the editor is given as behaviours: lists nest at most 9 deep (K-ED-039; the editor's own
// Tab indent stops at 10), so a level past the limit is set as the limit instead.
import {defineBehavior, forward} from '@portabletext/editor/behaviors'
import {clampListLevel} from '../../../core/richtext/constants.ts'

const listLevelLimit = defineBehavior({
  on: 'block.set',
  guard: ({event}) => typeof event.props.level === 'number' && clampListLevel(event.props.level) !== event.props.level,
  actions: [({event}) => [forward({...event, props: {...event.props, level: clampListLevel(event.props.level as number)}})]],
})

/** Module-level, so the editor registers them once. */
export const RICH_TEXT_BEHAVIORS = [listLevelLimit]

