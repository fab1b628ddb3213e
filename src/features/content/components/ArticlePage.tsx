import type { ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import type { ContentBlock, DetailResult } from '../api'
import { idParam } from '../params'
import { useDetail } from '../useDetail'
import { Article } from './Article'
import '../i18n'

interface ArticleData {
  title: string
  content: ContentBlock[]
}

/**
 * A page that shows one article (a help entry, a notice) named by its `id` parameter: loading, a missing
 * or unknown id and a failed load each have their state; then the title, `meta` and the body.
 */
export function ArticlePage<T extends ArticleData>(props: {
  pageTitle: string
  className: string
  load: (id: number) => Promise<DetailResult<T>>
  meta: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  const id = idParam(Taro.getCurrentInstance().router?.params?.id)
  const { state, reload } = useDetail(id, props.load)

  let content
  if (state.status === 'invalid') content = <ErrorState message={t('content:missing')} />
  else if (state.status === 'notFound') content = <ErrorState message={t('content:notFound')} />
  else if (state.status === 'error') content = <ErrorState onRetry={reload} />
  else if (state.status === 'loading') content = <Loading rows={2} />
  else content = <Article className={props.className} title={state.data.title} blocks={state.data.content} meta={props.meta(state.data)} />
  return <PageShell title={props.pageTitle}>{content}</PageShell>
}
