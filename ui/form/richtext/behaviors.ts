// Rules the editor is given as behaviours: lists nest at most 9 deep (K-ED-039; the editor's own
// Tab indent stops at 10), so a level past the limit is set as the limit instead; Word's lists
// are read as lists; Ctrl+Home and Ctrl+End reach the body's ends however long it is.
import {defineBehavior, forward, raise} from '@portabletext/editor/behaviors'
import {getFirstBlock, getLastBlock} from '@portabletext/editor/selectors'
import {getBlockEndPoint, getBlockStartPoint} from '@portabletext/editor/utils'
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

// The browser moves the caret to the document's ends through laid-out text only, and the blocks
// far off screen are not laid out (content-visibility, ED-PT-062): in a long body Ctrl+End stopped
// some blocks short of the end and the next keys went there. The editor is told the place instead.
// Ctrl+Home/End everywhere, and Cmd+Up/Down as macOS says it; Shift extends the selection.
const documentEnds = defineBehavior({
  on: 'keyboard.keydown',
  guard: ({snapshot, event}) => {
    const {key, ctrlKey, metaKey, altKey, shiftKey} = event.originEvent
    if (altKey) return false
    const toEnd = (ctrlKey && key === 'End') || (metaKey && (key === 'End' || key === 'ArrowDown'))
    const toStart = (ctrlKey && key === 'Home') || (metaKey && (key === 'Home' || key === 'ArrowUp'))
    if (!toEnd && !toStart) return false
    const block = toEnd ? getLastBlock(snapshot) : getFirstBlock(snapshot)
    if (!block) return false
    const point = toEnd ? getBlockEndPoint({context: snapshot.context, block}) : getBlockStartPoint({context: snapshot.context, block})
    const anchor = shiftKey && snapshot.context.selection ? snapshot.context.selection.anchor : point
    return {selection: {anchor, focus: point, backward: shiftKey && toStart}}
  },
  actions: [(_, {selection}) => [raise({type: 'select', at: selection})]],
})

/** Module-level, so the editor registers them once. */
export const RICH_TEXT_BEHAVIORS = [listLevelLimit, wordLists, documentEnds]

