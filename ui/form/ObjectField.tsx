// An object field (`object` or a named object type like `seo`): its own fields, fieldsets and
// groups, laid out like a document's, in a section that may be collapsible (ED-FORM-002,
// ED-FORM-005). It never reads its value: each nested field reads its own, so typing in one of
// them re-renders that field only.
import {useMemo} from 'react'
import {useTranslation} from 'react-i18next'
import './formTexts.ts'
import type {Path} from '../../core/editing/paths.ts'
import {formLayoutOf, type CompiledField} from '../../core/schema/index.ts'
import {childScope, memberKey, protoValueOf, type ObjectScope} from './fieldPath.ts'
import {FieldPathContext} from './FieldMarkers.tsx'
import {useForm} from './formContext.ts'
import type {FieldInfo} from './inputs/inputProps.ts'
import {Section} from './Section.tsx'
import fieldStyles from './Field.module.css'

export interface ObjectFieldProps {
  field: CompiledField
  info: FieldInfo
  path: Path
  scope: ObjectScope
  readOnly: boolean
}

export function ObjectField({field, info, path, scope, readOnly}: ObjectFieldProps) {
  const {t} = useTranslation('form')
  const {documentKey, LayoutBody} = useForm()
  const layout = useMemo(() => formLayoutOf(field.type), [field.type])
  const inner = useMemo(() => childScope(scope, path, protoValueOf(field.type), readOnly), [scope, path, field.type, readOnly])
  return (
    <FieldPathContext.Provider value={path}>
      <Section
        variant="object"
        title={info.title}
        description={info.description}
        deprecated={info.deprecated && <p className={fieldStyles.deprecated}>{t('field.deprecated', {reason: info.deprecated})}</p>}
        collapsible={layout.collapsible}
        collapsed={layout.collapsed}
        memoryKey={`${documentKey}:${memberKey(path)}`}
      >
        <LayoutBody layout={layout} scope={inner} label={info.title} />
      </Section>
    </FieldPathContext.Provider>
  )
}
