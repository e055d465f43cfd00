// The people whose deepest place in this document is this field (ED-PRES-006), in the field's
// header: at most 4 avatars; or, on an array item, whoever is in the item: at most 1 (ED-PRES-002).
import {useMemo} from 'react'
import {Focusable, TooltipTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {Path} from '../../core/editing/paths.ts'
import {PRESENCE_AVATARS_MAX} from '../../core/presence/constants.ts'
import {usersAtPath, usersWithin} from '../../core/presence/grouping.ts'
import {TooltipBubble} from '../structure/TooltipBubble.tsx'
import {AvatarStack} from './AvatarStack.tsx'
import {personOf} from './peopleOf.ts'
import {usePresence} from './presenceContext.ts'
import {useUsersAtDocument} from './usePresentUsers.ts'

export function FieldPresence({documentId, path, item = false}: {documentId: string; path: Path; item?: boolean}) {
  const presence = usePresence()
  const inDocument = useUsersAtDocument(documentId)
  const {t} = useTranslation()
  const people = useMemo(() => (item ? usersWithin : usersAtPath)(inDocument, [...path]).map((user) => personOf(user, presence?.people ?? {})), [inDocument, path, item, presence?.people])
  if (people.length === 0) return null
  const label = t(item ? 'presence.in-item' : 'presence.in-field', {count: people.length, names: people.map((p) => p.name).join(', ')})
  return (
    <TooltipTrigger delay={200} closeDelay={0}>
      <Focusable excludeFromTabOrder>
        <span role="img" aria-label={label} data-presence={item ? 'item' : 'field'}>
          <AvatarStack people={people} max={item ? PRESENCE_AVATARS_MAX.arrayItem : PRESENCE_AVATARS_MAX.field} />
        </span>
      </Focusable>
      <TooltipBubble placement="top">{label}</TooltipBubble>
    </TooltipTrigger>
  )
}
