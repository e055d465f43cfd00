// Icons of the date inputs, in the studio's line-icon frame. Decorative: the button that holds
// one carries the label.
import {LineIcon as Icon} from '../../components/LineIcon.tsx'

export const CalendarIcon = () => (
  <Icon>
    <rect x="3.5" y="4.5" width="13" height="12" rx="1.5" />
    <path d="M3.5 8.5h13M7 3v3M13 3v3" />
  </Icon>
)
export const ChevronLeftIcon = () => (
  <Icon>
    <path d="M12 6l-4 4 4 4" />
  </Icon>
)
export const ChevronRightIcon = () => (
  <Icon>
    <path d="M8 6l4 4-4 4" />
  </Icon>
)
export const DoubleLeftIcon = () => (
  <Icon>
    <path d="M10 6l-4 4 4 4M15 6l-4 4 4 4" />
  </Icon>
)
export const DoubleRightIcon = () => (
  <Icon>
    <path d="M5 6l4 4-4 4M10 6l4 4-4 4" />
  </Icon>
)
export const RemoveIcon = () => (
  <Icon>
    <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" />
  </Icon>
)
