import { SearchBar } from '@/components/SearchBar/SearchBar'
import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { Empty } from '@/components/Empty/Empty'
import { fetchGoodsPage } from '@/features/catalog/api'
import type { GoodsCardData } from '@/features/catalog/types'
import { GoodsSortBar, useGoodsSort } from '@/features/catalog/components/GoodsSortBar'
import { clearHistory, hotWordsFrom, pushHistory, readHistory } from '@/features/search/history'
import './search.scss'

/** Goods search: input, history kept on the device, hot words, results. */
export default function GoodsSearchPage() {
  const { t } = useTranslation()
  const initial = Taro.getCurrentInstance().router?.params?.keyword
  const [input, setInput] = useState(initial ? decodeURIComponent(initial) : '')
  const [keyword, setKeyword] = useState(initial ? decodeURIComponent(initial) : '')
  const [history, setHistory] = useState<string[]>(() => readHistory())
  const [hot, setHot] = useState<string[]>([])
  const sort = useGoodsSort()

  useEffect(() => {
    fetchGoodsPage({ page: 1 }, { silent: true })
      .then((res) => setHot(hotWordsFrom(res.list.map((g) => g.goods_name))))
      .catch(() => setHot([]))
  }, [])

  const search = (word: string) => {
    const w = word.trim()
    if (!w) return
    setInput(w)
    setKeyword(w)
    setHistory(pushHistory(w))
  }

  const bar = (
    <SearchBar
      value={input}
      autoFocus={!keyword}
      placeholder={t('pages:search.placeholder')}
      onInput={(value) => {
        setInput(value)
        if (!value) setKeyword('')
      }}
      onSearch={search}
    />
  )

  return (
    <PageShell
      title={t('pages:search.title')}
      body={keyword ? 'fixed' : 'scroll'}
      top={keyword ? <>{bar}<GoodsSortBar sort={sort} /></> : bar}
    >
      {keyword ? (
        <PullList<GoodsCardData>
          reloadKey={`${keyword}-${sort.order}-${sort.dir}`}
          fetchPage={(page, page_size) => fetchGoodsPage({ page, page_size, keyword, order: sort.order, sort: sort.dir })}
          keyOf={(g) => g.sku_id}
          renderItem={(g) => <GoodsCard goods={g} showShop />}
          listClassName='goods-grid mall-list-top'
          empty={<Empty tip={t('pages:search.noResult', { keyword })} />}
        />
      ) : (
        <View className='search-words'>
          {history.length ? (
            <View className='search-words__group search-history'>
              <View className='search-words__head'>
                <Text className='search-words__title'>{t('pages:search.history')}</Text>
                <Text
                  className='search-words__clear'
                  onClick={() => {
                    clearHistory()
                    setHistory([])
                  }}
                >
                  {t('pages:search.clear')}
                </Text>
              </View>
              <View className='search-words__list'>
                {history.map((w) => (
                  <Text key={w} className='search-words__word' onClick={() => search(w)}>
                    {w}
                  </Text>
                ))}
              </View>
            </View>
          ) : null}
          {hot.length ? (
            <View className='search-words__group search-hot'>
              <View className='search-words__head'>
                <Text className='search-words__title'>{t('pages:search.hot')}</Text>
              </View>
              <View className='search-words__list'>
                {hot.map((w) => (
                  <Text key={w} className='search-words__word' onClick={() => search(w)}>
                    {w}
                  </Text>
                ))}
              </View>
            </View>
          ) : null}
        </View>
      )}
    </PageShell>
  )
}
