// The three colour scheme choices with their icons and text keys, shared by the user menu and sidebar.
import type {ReactNode} from 'react'
import {DarkSchemeIcon, LightSchemeIcon, SystemSchemeIcon} from '../components/Icons.tsx'
import {COLOR_SCHEMES, type ColorScheme} from '../theme/colorScheme.ts'

export const COLOR_SCHEME_OPTIONS: readonly {id: ColorScheme; labelKey: `color-scheme.${ColorScheme}`; icon: ReactNode}[] = COLOR_SCHEMES.map(
  (id) => ({
    id,
    labelKey: `color-scheme.${id}` as const,
    icon: id === 'dark' ? <DarkSchemeIcon /> : id === 'light' ? <LightSchemeIcon /> : <SystemSchemeIcon />,
  }),
)
