// Rules the editor is given as behaviours: lists nest at most 9 deep (K-ED-039; the editor's own
// Tab indent stops at 10), so a level past the limit is set as the limit instead; Word's lists
// are read as lists.
import {defineBehavior, forward} from '@portabletext/editor/behaviors'
import {clampListLevel} from '../../../core/richtext/constants.ts'
import {wordListsAsHtmlLists} from './wordLists.ts'

const listLevelLimit = defineBehavior({
  on: 'block.set',
  guard: ({event}) => typeof event.props.level === 'number' && clampListLevel(event.props.level) !== event.props.level,
  actions: [({event}) => [forward({...event, props: {...event.props, level: clampListLevel(event.props.level as number)}})]],
})

// HTML pasted from Word: its list paragraphs become the lists they stand for (wordLists.ts) before
// the editor's own HTML reading, which would make every one a bullet.
const wordLists = defineBehavior({
  on: 'deserialize.data',
  guard: ({event}) => {
    if (event.mimeType !== 'text/html' || typeof event.data !== 'string') return false
    const data = wordListsAsHtmlLists(event.data)
    return data === null ? false : {data}
  },
  actions: [({event}, {data}) => [forward({...event, data})]],
})

/** Module-level, so the editor registers them once. */
export const RICH_TEXT_BEHAVIORS = [listLevelLimit, wordLists]

