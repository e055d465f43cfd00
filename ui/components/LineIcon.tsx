// The frame every line icon of the studio is drawn in: a 20×20 grid, 1.5 px round strokes in the
// text colour. Decorative: the control that holds an icon carries the label.
import type {SVGProps} from 'react'

export function LineIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  )
}
