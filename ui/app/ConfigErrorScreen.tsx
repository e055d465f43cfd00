// A configuration the studio cannot run with (shell seed §5, §8): every error with where it sits.
import {useTranslation} from 'react-i18next'
import type {ConfigProblem} from '../../core/config/problems.ts'
import styles from './ConfigErrorScreen.module.css'

export function ConfigErrorScreen({problems}: {problems: ConfigProblem[]}) {
  const {t} = useTranslation()
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('config-errors.title')}</h1>
        <p className={styles.lead}>{t('config-errors.description')}</p>
        <ul className={styles.list}>
          {problems.map((problem, index) => (
            <li key={index} className={styles.problem}>
              <span className={styles.message}>{problem.message}</span>
              {problem.path.length > 0 && <code className={styles.path}>{problem.path.join('.')}</code>}
            </li>
          ))}
        </ul>
      </div>
    </main>
  )
}
