// The documents that use an asset, each as a preview 200 px wide (ED-PICK-011, K-ED-056): its
// title, and its type beneath.
import type {CSSProperties} from 'react'
import {USAGE_PREVIEW_WIDTH} from '../../../core/assets/constants.ts'
import type {AssetUser} from '../../../core/assets/queries.ts'
import {Preview} from '../../components/Preview.tsx'
import {useForm} from '../formContext.ts'
import styles from './Assets.module.css'

const WIDTH = {'--usage-preview-width': `${USAGE_PREVIEW_WIDTH}px`} as CSSProperties

export function AssetUserList({users}: {users: readonly AssetUser[]}) {
  const {types} = useForm()
  const typeTitle = (name: string) => {
    const title = (types.get(name) as {title?: unknown} | undefined)?.title
    return typeof title === 'string' ? title : name
  }
  return (
    <ul className={styles.usage} style={WIDTH}>
      {users.map((user) => (
        <li key={user._id} data-usage-preview="">
          <Preview title={user.title ?? user._id} untitled={!user.title} subtitle={typeTitle(user._type)} />
        </li>
      ))}
    </ul>
  )
}
