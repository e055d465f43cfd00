// Lists pasted from Microsoft Word (ED-PT-046). Word puts a list on the clipboard as paragraphs
// styled `mso-list:l1 level2 lfo1`, each starting with its marker ("·", "o", "1.", "a.") in a
// span styled `mso-list:Ignore`; nothing else says whether a list is numbered. The editor's HTML
// reading makes every such paragraph a bullet. Turned into the nested <ul> and <ol> they stand for
// before the editor reads them, numbered lists stay numbered and levels stay levels.

const LIST_STYLE = /mso-list:\s*l(\d+)\s+level(\d+)/i
/** "1." "a)" "(iv)" "B.": a numbered item's marker; bullets are single glyphs ("·", "o", "§"). */
const NUMBER_MARKER = /^\s*\(?(\d+|[a-z]{1,4})[.)]/i

interface ListParagraph {
  element: HTMLElement
  level: number
  ordered: boolean
}

function listParagraphOf(element: Element): ListParagraph | null {
  if (element.tagName !== 'P') return null
  const match = LIST_STYLE.exec(element.getAttribute('style') ?? '')
  if (!match) return null
  const marker = [...element.querySelectorAll('span')].find((span) => /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''))
  const ordered = NUMBER_MARKER.test(marker?.textContent?.replace(/\u00a0/g, ' ') ?? '')
  return {element: element as HTMLElement, level: Math.max(1, Number(match[2])), ordered}
}

/** Removes the marker, the spans left holding nothing but it, and Word's conditional comments around it. */
function dropMarker(paragraph: HTMLElement): void {
  for (const node of [...paragraph.childNodes]) if (node.nodeType === 8 && /^\[(if|endif)/.test((node as Comment).data)) node.remove()
  for (const span of [...paragraph.querySelectorAll('span')]) {
    if (!/mso-list:\s*ignore/i.test(span.getAttribute('style') ?? '')) continue
    let emptied: Element = span
    while (emptied.parentElement && emptied.parentElement !== paragraph && emptied.parentElement.textContent === emptied.textContent) emptied = emptied.parentElement
    emptied.remove()
  }
}

/** One run of consecutive list paragraphs as nested lists, put where the run was. */
function rebuildRun(run: ListParagraph[]): void {
  const document = run[0]!.element.ownerDocument
  const stack: {list: HTMLElement; level: number; ordered: boolean}[] = []
  for (const {element, level, ordered} of run) {
    while (stack.length > 0 && stack[stack.length - 1]!.level > level) stack.pop()
    let top = stack[stack.length - 1]
    if (top && top.level === level && top.ordered !== ordered) {
      stack.pop()
      top = stack[stack.length - 1]
    }
    if (!top || top.level < level) {
      const list = document.createElement(ordered ? 'ol' : 'ul')
      const parentItem = top?.list.lastElementChild
      if (parentItem) parentItem.append(list)
      else if (top) top.list.append(list)
      else element.before(list)
      top = {list, level, ordered}
      stack.push(top)
    }
    dropMarker(element)
    const item = document.createElement('li')
    item.append(...element.childNodes)
    top.list.append(item)
    element.remove()
  }
}

/** The HTML with Word's list paragraphs as nested lists; null when it holds none. */
export function wordListsAsHtmlLists(html: string, parse: (html: string) => Document = (text) => new DOMParser().parseFromString(text, 'text/html')): string | null {
  if (!/mso-list/i.test(html)) return null
  const document = parse(html)
  const runs: ListParagraph[][] = []
  let previous: Element | null = null
  for (const element of document.body.querySelectorAll('p')) {
    const paragraph = listParagraphOf(element)
    if (!paragraph) continue
    // A run is broken by anything between two list paragraphs but white space and comments.
    let between = paragraph.element.previousSibling
    while (between && (between.nodeType === 8 || (between.nodeType === 3 && !between.textContent?.trim()))) between = between.previousSibling
    if (previous && between === previous) runs[runs.length - 1]!.push(paragraph)
    else runs.push([paragraph])
    previous = paragraph.element
  }
  if (runs.length === 0) return null
  for (const run of runs) rebuildRun(run)
  return document.documentElement.outerHTML
}
