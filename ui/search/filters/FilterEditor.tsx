// The body of a filter chip's popover: the operator picker and the value editor of the chosen
// operator. Reads its filter by key, so typing into it re-renders this popover only.
import {useSelector} from '@xstate/react'
import {useTranslation} from 'react-i18next'
import {useSearchSession} from '../searchSession.ts'
import {EditorErrorBoundary} from './EditorErrorBoundary.tsx'
import {filterInfoOf} from './filterInfo.ts'
import {OperatorPicker} from './OperatorPicker.tsx'
import {ValueEditor} from './ValueEditor.tsx'
import styles from './FilterEditor.module.css'

export function FilterEditor({filterKey}: {filterKey: string}) {
  const {t} = useTranslation('search')
  const {actor, config} = useSearchSession()
  const filter = useSelector(actor, (state) => state.context.filters.find((candidate) => config.keyOf(candidate) === filterKey))
  const info = filter && filterInfoOf(config, filter, (key) => t(key))
  if (!filter || !info?.operator) return null
  const component = info.operator.inputComponent
  return (
    <div className={styles.editor}>
      <OperatorPicker
        entries={info.definition.operators}
        selected={filter.operatorType}
        onChange={(operatorType) => actor.send({type: 'filter.operator.set', key: filterKey, operatorType})}
      />
      {component !== 'none' && (
        <EditorErrorBoundary key={component}>
          <ValueEditor
            component={component}
            value={filter.value}
            field={info.field}
            label={t('filter.value.label')}
            onChange={(value) => actor.send({type: 'filter.value.set', key: filterKey, value})}
          />
        </EditorErrorBoundary>
      )}
    </div>
  )
}
