// The debug badge of a hit (SH-SEARCH-141 … 143): its score, toned critical at 0.1 or less and
// primary at 0.5 or more, with the matching paths and reasons in a tooltip.
import {Focusable, TooltipTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {SCORE_CRITICAL_AT_MOST, SCORE_PRIMARY_AT_LEAST} from '../../core/search/constants.ts'
import type {SearchHit} from '../../core/search/types.ts'
import {TooltipBubble} from '../structure/TooltipBubble.tsx'
import styles from './DebugScore.module.css'

export function scoreTone(score: number): 'critical' | 'primary' | 'default' {
  if (score <= SCORE_CRITICAL_AT_MOST) return 'critical'
  if (score >= SCORE_PRIMARY_AT_LEAST) return 'primary'
  return 'default'
}

const rounded = (score: number) => (Math.round(score * 100) / 100).toString()

export function DebugScore({hit}: {hit: SearchHit}) {
  const {t} = useTranslation('search')
  const tone = scoreTone(hit.score)
  const reasons = hit.stories.length
    ? hit.stories.map((story) => t('debug.story', {path: story.path, why: story.why, score: rounded(story.score)})).join('\n')
    : t('debug.no-matches')
  return (
    <TooltipTrigger delay={200} closeDelay={0}>
      <Focusable excludeFromTabOrder>
        <span role="img" aria-label={`${t('debug.score', {score: rounded(hit.score)})}. ${reasons}`} className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
          {t('debug.score', {score: rounded(hit.score)})}
        </span>
      </Focusable>
      <TooltipBubble placement="top">{reasons}</TooltipBubble>
    </TooltipTrigger>
  )
}
