import type { ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState } from '@/components/StateViews/StateViews'
import { ResourceView } from '@/features/resource/ResourceView'
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
  const article = useDetail(id, props.load)

  const content =
    id === null ? (
      <ErrorState message={t('content:missing')} />
    ) : (
      <ResourceView resource={article} loadingRows={2} empty={<ErrorState message={t('content:notFound')} />}>
        {(data) => {
          const a = data as T
          return <Article className={props.className} title={a.title} blocks={a.content} meta={props.meta(a)} />
        }}
      </ResourceView>
    )
  return <PageShell title={props.pageTitle}>{content}</PageShell>
}
