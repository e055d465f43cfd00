// The first pane: the schema's document types, each a link to its documents.
import {Link} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {ChevronRightIcon} from '../components/Icons.tsx'
import {Pane} from './Pane.tsx'
import {typeTitleOf, useStructure} from './structureContext.ts'
import styles from './TypesPane.module.css'

/** `leaf`: the chosen type is the last step (no document open), so it is highlighted strongly. */
export function TypesPane({activeType, leaf}: {activeType: string | null; leaf: boolean}) {
  const {t} = useTranslation('structure')
  const structure = useStructure()
  return (
    <Pane title={t('types.title')} titleId="structure-types-title" size="list">
      {structure.documentTypes.length === 0 ? (
        <p className={styles.note}>{t('types.empty')}</p>
      ) : (
        <nav className={styles.scroll} aria-label={t('types.label')}>
          <ul className={styles.list}>
            {structure.documentTypes.map((type) => (
              <li key={type.name}>
                <Link
                  href={structure.hrefOf({type: type.name})}
                  className={`${styles.item} ${leaf ? styles.leaf : ''}`}
                  aria-current={type.name === activeType ? 'page' : undefined}
                >
                  <span className={styles.itemTitle}>{typeTitleOf(type)}</span>
                  <ChevronRightIcon />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Pane>
  )
}
