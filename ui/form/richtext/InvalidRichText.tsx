// A rich-text value the editor cannot take (ED-PT-042, ED-PT-043) replaces the editor with a
// panel: what is wrong, block by block, with Fix (every repair core/richtext/repairs.ts lists, as
// one edit of the field) and Ignore (the editor as it is, which warns of what it cannot show).
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {randomKey} from '../../../core/documents/keys.ts'
import type {LocalPatch} from '../../../core/editing/index.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {repairPatches, type RichTextProblem, type RichTextTypes} from '../../../core/richtext/repairs.ts'
import {Button} from '../../components/Button.tsx'
import {JsonDump} from '../invalid/FixButtons.tsx'
import styles from '../invalid/InvalidValues.module.css'

interface InvalidRichTextProps {
  path: Path
  value: unknown
  problems: readonly RichTextProblem[]
  types: RichTextTypes
  readOnly: boolean
  edit: (patches: LocalPatch[]) => void
  onIgnore: () => void
}

const newKey = () => randomKey()

export function InvalidRichText({path, value, problems, types, readOnly, edit, onIgnore}: InvalidRichTextProps) {
  const {t} = useTranslation('form')
  const fix = () => edit(repairPatches(value, types, newKey).map((patch) => ({...patch, path: [...path, ...patch.path]}) as LocalPatch))
  const textOf = (problem: RichTextProblem) => {
    const [block, child] = problem.at
    const place = {block: block + 1, child: (child ?? 0) + 1}
    const key = problem.repair === 'assignKey' ? `${problem.repair}.${child === undefined ? 'block' : 'child'}` : problem.repair
    return t(`richtext.invalid.${key}` as never, place)
  }
  return (
    <div className={styles.panel} role="group" aria-label={t('richtext.invalid.title')}>
      <p className={styles.title}>{t('richtext.invalid.title')}</p>
      <p className={styles.description}>{t('richtext.invalid.description')}</p>
      <ul className={styles.message}>
        {problems.map((problem) => (
          <li key={`${problem.repair}:${problem.at.join('.')}`}>{textOf(problem)}</li>
        ))}
      </ul>
      <JsonDump value={value} />
      <div className={styles.fixes}>
        <Button onPress={onIgnore}>{t('richtext.invalid.ignore')}</Button>
        {!readOnly && (
          <Button tone="primary" onPress={fix}>
            {t('richtext.invalid.fix')}
          </Button>
        )}
      </div>
    </div>
  )
}
