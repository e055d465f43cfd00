// Present users as the people an avatar stack draws: the loaded name and picture, or the id until then.
import type {PublicUser} from '../../core/lake/types.ts'
import type {PresentUser} from '../../core/presence/types.ts'
import type {StackedPerson} from './AvatarStack.tsx'

export function personOf(user: PresentUser, people: Readonly<Record<string, PublicUser>>): StackedPerson {
  const known = people[user.userId]
  return {id: user.userId, name: known?.displayName ?? user.userId, imageUrl: known?.imageUrl, hue: hueOf(user.userId)}
}

/** A hue from the user id: stable across tabs and reloads, spread around the colour wheel. */
export function hueOf(userId: string): number {
  let hash = 0
  for (const char of userId) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return (hash * 137) % 360
}
