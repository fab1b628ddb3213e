import { ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { ScrollView, View, Text, type BaseEventOrig, type CommonEvent, type ITouchEvent, type ScrollViewProps } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Top } from '@nutui/icons-react-taro'
import { useScrollTop } from '@/platform/scroll'
import './PullList.scss'

/*
 * Why a ScrollView with our own touch handling instead of the page-level
 * usePullDownRefresh/useReachBottom hooks:
 * - every page draws a custom navigation bar; the native mini-program refresh indicator sits under it
 *   and cannot show the spec's texts (release-to-refresh hint, loading, done);
 * - Taro H5 only offers page-level pull-down through its own built-in widget, with different texts again;
 * - touch events and ScrollView (scroll offset, scroll-to-lower with a threshold, scrollTop) behave the
 *   same on H5, WeChat and Alipay, so one implementation covers the three targets and the tab bar stays
 *   outside the scrolling area.
 */

/** Spec 9: pull-to-refresh offset, load-more offset, back-to-top threshold. */
export const PULL_OFFSET = 80
export const LOAD_MORE_OFFSET = 80
export const BACK_TOP_AFTER = 1000
/** The head stays this tall while refreshing. */
const HOLD_HEIGHT = 50
const DONE_DELAY = 500

/** in offset (pulling, under the threshold) / out offset (release to refresh) / loading / done */
export type PullState = 'idle' | 'pulling' | 'release' | 'loading' | 'done'

export interface PullScrollProps {
  /** Called on release beyond the offset; the head shows loading until it settles. */
  onRefresh?: () => Promise<unknown>
  /** Called when the bottom comes within LOAD_MORE_OFFSET. */
  onLoadMore?: () => void
  children?: ReactNode
  className?: string
}

// ScrollView types its touch handlers' event as a plain one: the touches are there at run time
function touchY(e: CommonEvent): number {
  const { touches, changedTouches } = (e ?? {}) as Partial<ITouchEvent>
  const touch = touches?.[0] ?? changedTouches?.[0]
  return touch ? (touch.clientY ?? touch.pageY ?? 0) : 0
}

export function PullScroll({ onRefresh, onLoadMore, children, className }: PullScrollProps) {
  const { t } = useTranslation()
  const [state, setState] = useState<PullState>('idle')
  const [distance, setDistance] = useState(0)
  const [showTop, setShowTop] = useState(false)
  // never a scrollTop prop of our own: on H5 any value passed resets the offset on each re-render
  const scrollTopControl = useScrollTop()
  const scrollRef = useRef(0)
  const startRef = useRef<number | null>(null)
  const stateRef = useRef<PullState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const alive = useRef(true)

  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
      clearTimeout(timer.current)
    }
  }, [])

  const setPull = (s: PullState, d: number) => {
    stateRef.current = s
    setState(s)
    setDistance(d)
  }

  const onTouchStart = (e: CommonEvent) => {
    const busy = stateRef.current === 'loading' || stateRef.current === 'done'
    startRef.current = !onRefresh || busy || scrollRef.current > 0 ? null : touchY(e)
  }

  const onTouchMove = (e: CommonEvent) => {
    if (startRef.current === null) return
    const dy = touchY(e) - startRef.current
    if (dy <= 0) {
      if (stateRef.current !== 'idle') setPull('idle', 0)
      return
    }
    // damped: the head moves half as far as the finger, like the platform widgets
    const d = Math.min(dy / 2, PULL_OFFSET * 2)
    setPull(d >= PULL_OFFSET ? 'release' : 'pulling', d)
  }

  const onTouchEnd = () => {
    if (startRef.current === null) return
    startRef.current = null
    if (stateRef.current !== 'release' || !onRefresh) {
      setPull('idle', 0)
      return
    }
    setPull('loading', HOLD_HEIGHT)
    let pending: Promise<unknown>
    try {
      pending = Promise.resolve(onRefresh())
    } catch (err) {
      pending = Promise.reject(err)
    }
    pending
      .catch(() => undefined) // the caller shows its own error state
      .then(() => {
        if (!alive.current) return
        setPull('done', HOLD_HEIGHT)
        timer.current = setTimeout(() => alive.current && setPull('idle', 0), DONE_DELAY)
      })
  }

  const onScroll = useCallback((e: BaseEventOrig<ScrollViewProps.onScrollDetail>) => {
    const top = Number(e?.detail?.scrollTop ?? 0)
    scrollRef.current = top
    setShowTop(top > BACK_TOP_AFTER)
  }, [])

  const backToTop = () => {
    scrollTopControl.toTop(scrollRef.current)
    setShowTop(false)
  }

  const headText =
    state === 'pulling'
      ? t('pages:pull.pulling')
      : state === 'release'
        ? t('pages:pull.release')
        : state === 'loading'
          ? t('pages:pull.loading')
          : state === 'done'
            ? t('pages:pull.done')
            : ''

  return (
    <View className={`mall-pull ${className ?? ''}`}>
      <ScrollView
        className='mall-pull__scroll'
        scrollY
        enhanced
        scrollWithAnimation
        {...scrollTopControl.props}
        lowerThreshold={LOAD_MORE_OFFSET}
        onScroll={onScroll}
        onScrollToLower={onLoadMore}
      >
        <View
          className='mall-pull__touch'
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          onTouchEnd={onTouchEnd}
          onTouchCancel={onTouchEnd}
        >
          <View
            className={`mall-pull__head mall-pull__head--${state}`}
            style={{ height: `${distance}px` }}
          >
            {state !== 'idle' ? <Text className='mall-pull__head-text'>{headText}</Text> : null}
          </View>
          {children}
        </View>
      </ScrollView>
      {showTop ? (
        <View className='mall-pull__top' onClick={backToTop}>
          <Top className='mall-pull__top-icon' size={18} />
          <Text className='mall-pull__top-text'>{t('pages:pull.top')}</Text>
        </View>
      ) : null}
    </View>
  )
}

export default PullScroll
