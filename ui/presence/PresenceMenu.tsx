// The navbar's presence menu (SH-PRES-020 … SH-PRES-024): the other people in the studio, most
// recently active first, each linking to the document they were last active in (an edit intent);
// people in no document are disabled with 'not in a document'. An empty state when nobody else is
// here, a link to manage members, and at most 260 px wide.
import {useEffect, useMemo, useState} from 'react'
import {Menu, MenuTrigger, Popover} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {publishedIdOf} from '../../core/documents/ids.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import {PRESENCE_AVATARS_MAX, PRESENCE_MENU_MAX_WIDTH_PX} from '../../core/presence/constants.ts'
import {presenceDocumentLabel} from '../../core/presence/documentLabel.ts'
import {latestDocumentOf} from '../../core/presence/grouping.ts'
import {Avatar} from '../components/Avatar.tsx'
import {Button} from '../components/Button.tsx'
import {InviteIcon, PeopleIcon} from '../components/Icons.tsx'
import {MenuAction, MenuGroup} from '../components/Menu.tsx'
import menuStyles from '../components/Menu.module.css'
import {AvatarStack} from './AvatarStack.tsx'
import {personOf} from './peopleOf.ts'
import {usePresence} from './presenceContext.ts'
import {usePresentUsers} from './usePresentUsers.ts'
import styles from './PresenceMenu.module.css'

export function PresenceMenu() {
  const presence = usePresence()
  const users = usePresentUsers()
  const {t} = useTranslation()
  const latest = useMemo(() => users.map((user) => ({user, person: personOf(user, presence?.people ?? {}), at: latestDocumentOf(user)})), [users, presence?.people])
  const documents = useDocuments(latest.flatMap((entry) => (entry.at ? [publishedIdOf(entry.at.documentId)] : [])))
  if (!presence) return null
  const label = users.length === 0 ? t('presence.menu-label') : t('presence.menu-label-count', {count: users.length})
  return (
    <MenuTrigger>
      <Button tone="ghost" className={styles.trigger} aria-label={label}>
        {users.length === 0 ? <PeopleIcon /> : <AvatarStack people={latest.map((entry) => entry.person)} max={PRESENCE_AVATARS_MAX.general} />}
      </Button>
      <Popover placement="bottom end" offset={6} className={`${menuStyles.popover} ${styles.popover}`} style={{maxWidth: PRESENCE_MENU_MAX_WIDTH_PX}}>
        {users.length === 0 && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('presence.empty')}</p>
            <p className={styles.emptyHint}>{t('presence.empty-hint')}</p>
          </div>
        )}
        <Menu className={menuStyles.menu} aria-label={label}>
          {users.length > 0 && (
            <MenuGroup aria-label={t('presence.users')}>
              {latest.map(({user, person, at}) => {
                const doc = at ? documents[publishedIdOf(at.documentId)] : undefined
                const where = !at ? t('presence.not-in-document') : t('presence.in-document', {title: presenceDocumentLabel(doc) ?? t('presence.untitled')})
                return (
                  <MenuAction
                    key={user.userId}
                    id={user.userId}
                    textValue={person.name}
                    isDisabled={!at || !doc}
                    href={at && doc ? presence.editHref(publishedIdOf(at.documentId), doc._type) : undefined}
                    icon={<Avatar name={person.name} imageUrl={person.imageUrl} hue={person.hue} />}
                  >
                    <span className={styles.who} title={at ? undefined : where}>
                      <span className={styles.name}>{person.name}</span>
                      <span className={styles.where}>{where}</span>
                    </span>
                  </MenuAction>
                )
              })}
            </MenuGroup>
          )}
          {presence.manageMembersHref ? (
            <MenuGroup aria-label={t('presence.manage-members')}>
              <MenuAction id="manage-members" icon={<InviteIcon />} href={presence.manageMembersHref}>
                {t('presence.manage-members')}
              </MenuAction>
            </MenuGroup>
          ) : null}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

/** The documents the present people are in (draft over published), for their labels and types. */
function useDocuments(ids: string[]): Record<string, SanityDocument> {
  const presence = usePresence()
  const key = [...new Set(ids)].sort().join(',')
  const [byId, setById] = useState<Record<string, SanityDocument>>({})
  useEffect(() => {
    if (!presence || !key) return
    let current = true
    presence.documents(key.split(',')).then(
      (found) => {
        if (!current) return
        const next: Record<string, SanityDocument> = {}
        // Drafts come after their published versions in the answer's order only by chance: prefer them explicitly.
        for (const doc of found) {
          const id = publishedIdOf(doc._id)
          if (!next[id] || doc._id !== id) next[id] = doc
        }
        setById(next)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [presence, key])
  return byId
}
