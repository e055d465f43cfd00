// Icons of the structure tool that the shell's set does not have; same 20×20 line style.
import {LineIcon as Icon} from '../components/LineIcon.tsx'

export const ArrowLeftIcon = () => (
  <Icon>
    <path d="M15.5 10h-11M9 5.5L4.5 10 9 14.5" />
  </Icon>
)

export const PlusIcon = () => (
  <Icon>
    <path d="M10 4.5v11M4.5 10h11" />
  </Icon>
)

export const PublishIcon = () => (
  <Icon>
    <path d="M5 4.5h10M10 16V7.5M6.5 11L10 7.5l3.5 3.5" />
  </Icon>
)

export const TrashIcon = () => (
  <Icon>
    <path d="M4.5 6h11M8 6V4.5h4V6M6 6l.7 9.5h6.6L14 6M8.5 8.5v4.5M11.5 8.5v4.5" />
  </Icon>
)

export const CopyIcon = () => (
  <Icon>
    <rect x="7" y="7" width="8.5" height="8.5" rx="1" />
    <path d="M13 7V5a.5.5 0 00-.5-.5h-7.5a.5.5 0 00-.5.5v7.5a.5.5 0 00.5.5H7" />
  </Icon>
)

export const UnpublishIcon = () => (
  <Icon>
    <path d="M5 15.5h10M10 4v8.5M6.5 9L10 12.5 13.5 9" />
  </Icon>
)

export const ResetIcon = () => (
  <Icon>
    <path d="M4.5 8.5A5.75 5.75 0 1110 15.75M4.5 4.5v4h4" />
  </Icon>
)

export const LinkIcon = () => (
  <Icon>
    <path d="M8.5 11.5a3 3 0 004.2 0l2.3-2.3a3 3 0 00-4.2-4.2l-.8.8" />
    <path d="M11.5 8.5a3 3 0 00-4.2 0L5 10.8A3 3 0 009.2 15l.8-.8" />
  </Icon>
)

export const ClockIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="6.5" />
    <path d="M10 6.5V10l2.5 1.5" />
  </Icon>
)
