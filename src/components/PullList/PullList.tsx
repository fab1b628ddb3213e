import { ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { PullScroll } from './PullScroll'

/** Spec 9: list page size default 10. */
export const DEFAULT_PAGE_SIZE = 10

export interface PageResult<T> {
  list: T[]
  count?: number
  page_count?: number
}

export interface PullListProps<T> {
  /** Loads one page (1-based). */
  fetchPage: (page: number, pageSize: number) => Promise<PageResult<T>>
  renderItem: (item: T, index: number) => ReactNode
  keyOf: (item: T, index: number) => string | number
  pageSize?: number
  /** Changing it reloads from page 1 (filters, sort, keyword). */
  reloadKey?: unknown
  /** Drawn above the items inside the scrolling area. */
  header?: ReactNode
  /** Replaces the default Empty when the first page has no items. */
  empty?: ReactNode
  /** Class of the element wrapping the items (a grid, for example). */
  listClassName?: string
  className?: string
}

type Status = 'loading' | 'ready' | 'error'

/** Whether a page after `page` exists: by the answer's page count, its total, or a full page. */
function hasMorePages<T>(res: PageResult<T>, page: number, total: number, pageSize: number): boolean {
  if (typeof res.page_count === 'number') return page < res.page_count
  if (typeof res.count === 'number') return total < res.count
  return res.list.length >= pageSize
}

export function PullList<T>({
  fetchPage,
  renderItem,
  keyOf,
  pageSize = DEFAULT_PAGE_SIZE,
  reloadKey,
  header,
  empty,
  listClassName,
  className,
}: PullListProps<T>) {
  const { t } = useTranslation()
  const [items, setItems] = useState<T[]>([])
  const [status, setStatus] = useState<Status>('loading')
  const [hasMore, setHasMore] = useState(true)
  const [moreLoading, setMoreLoading] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const page = useRef(0)
  const itemsRef = useRef<T[]>([])
  const busy = useRef(false)
  // a newer load (refresh, filter change) makes answers of older ones stale
  const generation = useRef(0)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const loadFirst = useCallback(
    async (showPlaceholder: boolean) => {
      const gen = ++generation.current
      busy.current = true
      if (showPlaceholder) setStatus('loading')
      try {
        const res = await fetchRef.current(1, pageSize)
        if (gen !== generation.current) return
        page.current = 1
        itemsRef.current = res.list
        setItems(res.list)
        setHasMore(hasMorePages(res, 1, res.list.length, pageSize))
        setMoreFailed(false)
        setStatus('ready')
      } catch (err) {
        if (gen !== generation.current) return
        // a failed refresh keeps what is on screen; a failed first load shows the error placeholder
        if (showPlaceholder) setStatus('error')
        throw err
      } finally {
        if (gen === generation.current) busy.current = false
      }
    },
    [pageSize],
  )

  useEffect(() => {
    loadFirst(true).catch(() => undefined)
  }, [loadFirst, reloadKey])

  const loadMore = async () => {
    if (busy.current || !hasMore || status !== 'ready') return
    const gen = generation.current
    busy.current = true
    setMoreLoading(true)
    setMoreFailed(false)
    const next = page.current + 1
    try {
      const res = await fetchRef.current(next, pageSize)
      if (gen !== generation.current) return
      page.current = next
      const all = itemsRef.current.concat(res.list)
      itemsRef.current = all
      setItems(all)
      setHasMore(res.list.length > 0 && hasMorePages(res, next, all.length, pageSize))
    } catch {
      if (gen === generation.current) setMoreFailed(true)
    } finally {
      if (gen === generation.current) {
        busy.current = false
        setMoreLoading(false)
      }
    }
  }

  let body: ReactNode
  if (status === 'loading') body = <Loading />
  else if (status === 'error') body = <ErrorState onRetry={() => loadFirst(true).catch(() => undefined)} />
  else if (items.length === 0) body = empty ?? <Empty />
  else
    body = (
      <>
        <View className={listClassName ?? 'mall-pull-list__items'}>
          {items.map((item, i) => (
            <View key={keyOf(item, i)} className='mall-pull-list__item'>
              {renderItem(item, i)}
            </View>
          ))}
        </View>
        <View className='mall-pull-list__footer'>
          {moreLoading ? (
            <Text className='mall-pull-list__loading'>{t('pages:pull.loadingMore')}</Text>
          ) : moreFailed ? (
            <Text className='mall-pull-list__retry' onClick={loadMore}>
              {t('pages:pull.moreFailed')}
            </Text>
          ) : !hasMore ? (
            <Text className='mall-pull-list__no-more'>{t('pages:pull.noMore')}</Text>
          ) : null}
        </View>
      </>
    )

  return (
    <PullScroll className={`mall-pull-list ${className ?? ''}`} onRefresh={() => loadFirst(false)} onLoadMore={loadMore}>
      {header}
      {body}
    </PullScroll>
  )
}

export default PullList
