// Line icons drawn on a 20×20 grid. Decorative: the control that holds one carries the label.
import {LineIcon as Icon} from './LineIcon.tsx'
import type {SVGProps} from 'react'

export const MenuIcon = () => (
  <Icon>
    <path d="M3.5 5.5h13M3.5 10h13M3.5 14.5h13" />
  </Icon>
)

export const CloseIcon = () => (
  <Icon>
    <path d="M5.5 5.5l9 9M14.5 5.5l-9 9" />
  </Icon>
)

export const ChevronDownIcon = () => (
  <Icon>
    <path d="M6 8l4 4 4-4" />
  </Icon>
)

export const ChevronRightIcon = () => (
  <Icon>
    <path d="M8 6l4 4-4 4" />
  </Icon>
)

export const MoreIcon = () => (
  <Icon>
    <circle cx="5" cy="10" r="0.6" fill="currentColor" />
    <circle cx="10" cy="10" r="0.6" fill="currentColor" />
    <circle cx="15" cy="10" r="0.6" fill="currentColor" />
  </Icon>
)

export const CheckIcon = () => (
  <Icon>
    <path d="M5 10.5l3.2 3L15 6.5" />
  </Icon>
)

export const SignOutIcon = () => (
  <Icon>
    <path d="M8 4.5H5.5a1 1 0 00-1 1v9a1 1 0 001 1H8M12 7l3 3-3 3M15 10H8" />
  </Icon>
)

export const ProjectIcon = () => (
  <Icon>
    <path d="M10 3.5l6 3.25v6.5L10 16.5l-6-3.25v-6.5L10 3.5zM4 6.75L10 10l6-3.25M10 10v6.5" />
  </Icon>
)

export const InviteIcon = () => (
  <Icon>
    <circle cx="8.5" cy="7" r="2.75" />
    <path d="M3.5 16c.6-2.6 2.6-4 5-4s4.4 1.4 5 4M15.5 6.5v5M13 9h5" />
  </Icon>
)

export const SystemSchemeIcon = () => (
  <Icon>
    <rect x="3.5" y="4.5" width="13" height="9" rx="1" />
    <path d="M7.5 16h5" />
  </Icon>
)

export const DarkSchemeIcon = () => (
  <Icon>
    <path d="M15.5 12.2A6 6 0 017.8 4.5a6 6 0 107.7 7.7z" />
  </Icon>
)

export const LightSchemeIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="3" />
    <path d="M10 3v1.5M10 15.5V17M3 10h1.5M15.5 10H17M5 5l1 1M14 14l1 1M5 15l1-1M14 6l1-1" />
  </Icon>
)

export const DocumentIcon = () => (
  <Icon>
    <path d="M6 3.5h5.5L15 7v9a.5.5 0 01-.5.5h-8.5A.5.5 0 015.5 16V4a.5.5 0 01.5-.5zM11.5 3.5V7H15" />
  </Icon>
)

export const WarningIcon = () => (
  <Icon>
    <path d="M10 4l6.5 11.5h-13L10 4zM10 9v3M10 14v.01" />
  </Icon>
)

export const KeyIcon = () => (
  <Icon>
    <circle cx="7" cy="12.5" r="3" />
    <path d="M9.2 10.3L15.5 4M13.5 6l1.5 1.5" />
  </Icon>
)

/** The studio's mark: a stack of content blocks. */
export const StudioMark = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect width="24" height="24" rx="6" fill="var(--color-accent)" />
    <path d="M7 8h10M7 12h7M7 16h10" stroke="var(--color-on-accent)" strokeWidth="2" strokeLinecap="round" />
  </svg>
)

export const SearchIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <circle cx="8.75" cy="8.75" r="4.75" />
    <path d="M12.25 12.25l3.75 3.75" />
  </Icon>
)

export const ErrorIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="6.5" />
    <path d="M10 6.5v4M10 13.5v.01" />
  </Icon>
)

export const InfoIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="6.5" />
    <path d="M10 9.5v4M10 6.5v.01" />
  </Icon>
)

export const HelpIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="6.5" />
    <path d="M8 8.2a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.3v.4M10 13.8v.01" />
  </Icon>
)

export const PeopleIcon = () => (
  <Icon>
    <circle cx="7.5" cy="7" r="2.5" />
    <circle cx="13.5" cy="8" r="2" />
    <path d="M3 16c.5-2.4 2.2-3.75 4.5-3.75S11.5 13.6 12 16M12.5 12.3c2.1-.3 3.9.9 4.5 3.2" />
  </Icon>
)

export const UploadIcon = () => (
  <Icon>
    <path d="M10 13.5V4M6.25 7.75L10 4l3.75 3.75M4.5 15.75h11" />
  </Icon>
)

export const LibraryIcon = () => (
  <Icon>
    <rect x="3.75" y="3.75" width="5" height="5" rx="1" />
    <rect x="11.25" y="3.75" width="5" height="5" rx="1" />
    <rect x="3.75" y="11.25" width="5" height="5" rx="1" />
    <rect x="11.25" y="11.25" width="5" height="5" rx="1" />
  </Icon>
)

export const LinkIcon = () => (
  <Icon>
    <path d="M8.5 11.5a3 3 0 004.24 0l2.5-2.5a3 3 0 00-4.24-4.24l-.75.75" />
    <path d="M11.5 8.5a3 3 0 00-4.24 0l-2.5 2.5a3 3 0 004.24 4.24l.75-.75" />
  </Icon>
)
