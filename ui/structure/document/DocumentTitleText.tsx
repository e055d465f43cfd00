// The document's title as text: the only part of the pane that re-renders while the title is typed.
import {useDocumentTitle} from './documentTitle.ts'

export function DocumentTitleText({className, untitledClassName}: {className?: string; untitledClassName?: string}) {
  const {text, fromPreview} = useDocumentTitle()
  if (!className) return <>{text}</>
  return <span className={`${className} ${fromPreview ? '' : (untitledClassName ?? '')}`}>{text}</span>
}
