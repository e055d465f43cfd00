// The documents that use an asset, by title and type.
import {useForm} from '../formContext.ts'
import type {AssetUser} from '../../../core/assets/queries.ts'
import styles from './Assets.module.css'

export function AssetUserList({users}: {users: readonly AssetUser[]}) {
  const {types} = useForm()
  const typeTitle = (name: string) => {
    const title = (types.get(name) as {title?: unknown} | undefined)?.title
    return typeof title === 'string' ? title : name
  }
  return (
    <ul className={styles.usage}>
      {users.map((user) => (
        <li key={user._id}>
          {user.title ?? user._id} ({typeTitle(user._type)})
        </li>
      ))}
    </ul>
  )
}
