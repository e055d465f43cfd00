// The people in a document, in its pane header: at most 2 avatars (ED-PRES-002), and the tooltip
// naming the one editor or counting them (ED-PRES-004).
import {useMemo} from 'react'
import {Focusable, TooltipTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {PRESENCE_AVATARS_MAX} from '../../core/presence/constants.ts'
import {TooltipBubble} from '../structure/TooltipBubble.tsx'
import {AvatarStack} from './AvatarStack.tsx'
import {personOf} from './peopleOf.ts'
import {usePresence} from './presenceContext.ts'
import {useUsersAtDocument} from './usePresentUsers.ts'

export function DocumentPresence({documentId}: {documentId: string}) {
  const presence = usePresence()
  const users = useUsersAtDocument(documentId)
  const {t} = useTranslation()
  const people = useMemo(() => users.map((user) => personOf(user, presence?.people ?? {})), [users, presence?.people])
  if (people.length === 0) return null
  const label = people.length === 1 ? t('presence.editing-one', {name: people[0]!.name}) : t('presence.editing-many', {count: people.length})
  return (
    <TooltipTrigger delay={200} closeDelay={0}>
      <Focusable>
        <span role="img" tabIndex={0} aria-label={label} data-presence="document">
          <AvatarStack people={people} max={PRESENCE_AVATARS_MAX.header} />
        </span>
      </Focusable>
      <TooltipBubble placement="bottom">{label}</TooltipBubble>
    </TooltipTrigger>
  )
}
