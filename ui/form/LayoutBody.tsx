// An object's or document's members as its layout says: under group tabs when it declares groups,
// otherwise in its columns. Object fields reach it through the form context, which keeps the
// recursion (object → members → object) out of the module graph. The group tabs' code is lazy
// (lazyGroupTabs.ts): started with the pane of a type that has groups, fetched when idle otherwise.
import type {FormLayout} from '../../core/schema/index.ts'
import {useLoaded} from '../app/preloadableLazy.ts'
import type {ObjectScope} from './fieldPath.ts'
import {FormMembers} from './FormMembers.tsx'
import {UnknownFields} from './invalid/UnknownFieldsPanel.tsx'
import {GroupTabs} from './lazyGroupTabs.ts'
import styles from './Layout.module.css'

export interface LayoutBodyProps {
  layout: FormLayout
  scope: ObjectScope
  /** The document type's or object field's title, naming its group tabs. */
  label: string
}

export function LayoutBody({layout, scope, label}: LayoutBodyProps) {
  return (
    <>
      {/* ED-FORM-006: fields the type does not declare, above every group */}
      <UnknownFields path={scope.path} readOnly={scope.readOnly} />
      {layout.groups.length > 0 ? (
        <Groups layout={layout} scope={scope} label={label} />
      ) : (
        <FormMembers members={layout.members} columns={layout.columns} scope={scope} />
      )}
    </>
  )
}

function Groups(props: LayoutBodyProps) {
  const loaded = useLoaded(GroupTabs)
  return loaded ? <GroupTabs {...props} /> : <div className={styles.groups} aria-busy="true" />
}
