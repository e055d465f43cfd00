// The search dialog (SH-SEARCH-002 … 010): centred over a backdrop on wide screens, the whole
// screen on narrow ones. Before the terms search anything it lists recent searches (or, fullscreen
// with filters hidden, how to search); then the results with their ordering. The input keeps focus
// and drives the list: arrows move, Enter opens, Delete forgets a recent search.
import {useSelector} from '@xstate/react'
import {useId, type KeyboardEvent} from 'react'
import {Dialog, Modal, ModalOverlay} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {EDIT_INTENT} from '../../core/routing/constants.ts'
import {RECENT_ROW_HEIGHT, RESULT_ROW_HEIGHT, SEARCH_LIMIT} from '../../core/search/constants.ts'
import {hasValidTerms} from '../../core/search/searchState.ts'
import type {SearchHit} from '../../core/search/types.ts'
import {useNavigation} from '../app/useNavigation.ts'
import {Button} from '../components/Button.tsx'
import {Spinner} from '../components/Spinner.tsx'
import {CommandList, optionIdOf} from './CommandList.tsx'
import {SearchFilterBar} from './filters/SearchFilterBar.tsx'
import {HitRow} from './HitRow.tsx'
import {OrderingMenu} from './OrderingMenu.tsx'
import {RecentSearchRow} from './RecentSearchRow.tsx'
import {SearchHeader} from './SearchHeader.tsx'
import {useSearchSession} from './searchSession.ts'
import {useHitPreviews} from './useHitPreviews.ts'
import styles from './SearchDialog.module.css'

type View = 'recent' | 'instructions' | 'results'

/**
 * Whether to say "N+": `hasMore` stays true for any non-empty batch until an empty page comes
 * back (SH-SEARCH-044), but a batch of SEARCH_LIMIT rows holds at least half as many documents
 * (a draft and its published version are one hit), so fewer hits than that means the lake had
 * no more.
 */
function mayHaveMore(result: {hasMore: boolean | null; hits: readonly unknown[]}): boolean {
  return result.hasMore === true && result.hits.length >= SEARCH_LIMIT / 2
}

export function SearchDialog() {
  const {t} = useTranslation('search')
  const session = useSearchSession()
  const {actor, fullscreen, typeTitle} = session
  const navigation = useNavigation()
  const listId = useId()

  const open = useSelector(actor, (s) => s.matches({dialog: 'open'}))
  const valid = useSelector(actor, (s) => hasValidTerms(s.context))
  const filtersVisible = useSelector(actor, (s) => s.context.filtersVisible)
  const recents = useSelector(actor, (s) => s.context.recentSearches)
  const result = useSelector(actor, (s) => s.context.result)
  const activeIndex = useSelector(actor, (s) => s.context.lastActiveIndex)
  const debug = useSelector(actor, (s) => s.context.debug)
  const previews = useHitPreviews(session.lake, session.types, result.hits)

  const view: View = valid ? 'results' : fullscreen && !filtersVisible ? 'instructions' : 'recent'
  const count = view === 'results' ? result.hits.length : view === 'recent' ? recents.length : 0
  const active = Math.min(Math.max(activeIndex, 0), Math.max(count - 1, 0))
  const listShown = count > 0 && (view === 'recent' || result.loaded || result.hits.length > 0)

  const setActive = (index: number) => actor.send({type: 'activeIndex.set', index})
  const openHit = (hit: SearchHit) => {
    actor.send({type: 'hit.select', hit})
    navigation.send({type: 'intent', name: EDIT_INTENT, params: {id: hit._id, type: hit._type}})
  }
  const applyRecent = (index: number) => {
    actor.send({type: 'recent.apply', index})
    setActive(0)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (count === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (view === 'results') openHit(result.hits[active])
      else if (view === 'recent') applyRecent(active)
    } else if (event.key === 'Delete' && view === 'recent' && event.currentTarget.value === '') {
      event.preventDefault()
      actor.send({type: 'recent.remove', index: active})
    }
  }

  return (
    <ModalOverlay
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => !isOpen && actor.send({type: 'dialog.close'})}
      className={fullscreen ? styles.overlayFullscreen : styles.overlay}
    >
      <Modal className={fullscreen ? styles.modalFullscreen : styles.modal}>
        <Dialog aria-label={t('dialog.label')} className={styles.dialog}>
          <SearchHeader listId={listShown ? listId : null} activeOptionId={listShown ? optionIdOf(listId, active) : null} onKeyDown={onKeyDown} />
          {filtersVisible && <SearchFilterBar />}
          {view === 'instructions' && <p className={styles.instructions}>{t('instructions')}</p>}
          {view === 'recent' &&
            (recents.length === 0 ? (
              <p className={styles.instructions}>{t('recent.empty')}</p>
            ) : (
              <section className={styles.body} aria-labelledby={`${listId}-recent`}>
                <h2 id={`${listId}-recent`} className={styles.heading}>
                  {t('recent.title')}
                </h2>
                <CommandList
                  id={listId}
                  label={t('recent.label')}
                  items={recents}
                  rowHeight={RECENT_ROW_HEIGHT}
                  activeIndex={active}
                  keyOf={(recent) => recent.created + JSON.stringify(recent.terms)}
                  renderItem={(recent) => <RecentSearchRow recent={recent} typeTitle={typeTitle} />}
                  onActiveIndexChange={setActive}
                  onChoose={(_recent, index) => applyRecent(index)}
                />
                <div className={styles.footer}>
                  <Button tone="ghost" onPress={() => actor.send({type: 'recents.clear'})}>
                    {t('recent.clear')}
                  </Button>
                </div>
              </section>
            ))}
          {view === 'results' && (
            <section className={styles.body} aria-label={t('results.label')} aria-busy={result.loading}>
              <div className={styles.toolbar}>
                <OrderingMenu />
                <span className={styles.status} role="status">
                  {result.loading && result.hits.length === 0
                    ? t('results.loading')
                    : result.loaded
                      ? t(mayHaveMore(result) ? 'results.count-more' : 'results.count', {count: result.hits.length})
                      : ''}
                </span>
              </div>
              {result.error ? (
                <div className={styles.message} role="alert">
                  <h2 className={styles.messageTitle}>{t('error.unspecified-error-title')}</h2>
                  <p>{t('error.unspecified-error-help-description', {message: result.error})}</p>
                </div>
              ) : result.loading && result.hits.length === 0 ? (
                <div className={styles.message}>
                  <Spinner />
                </div>
              ) : result.loaded && result.hits.length === 0 ? (
                <div className={styles.message}>
                  <h2 className={styles.messageTitle}>{t('results.no-results-title')}</h2>
                  <p>{t('results.no-results-help')}</p>
                </div>
              ) : (
                <CommandList
                  id={listId}
                  label={t('results.label')}
                  items={result.hits}
                  rowHeight={RESULT_ROW_HEIGHT}
                  activeIndex={active}
                  keyOf={(hit) => hit._id}
                  renderItem={(hit) => <HitRow hit={hit} preview={previews.get(hit._id)} typeTitle={typeTitle(hit._type)} debug={debug} />}
                  onActiveIndexChange={setActive}
                  onChoose={openHit}
                  onEndReached={() => actor.send({type: 'page.next'})}
                />
              )}
            </section>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
