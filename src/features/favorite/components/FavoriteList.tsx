import { useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PullList, type PageResult } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { PageShell } from '@/components/PageShell/PageShell'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import type { GoodsCardData } from '@/features/catalog/types'
import { toggle, toggleAll } from '../select'
import '../i18n'
import './FavoriteList.scss'

export interface FavoriteListProps<T extends GoodsCardData & { is_valid: number }> {
  fetchPage: (page: number, pageSize: number) => Promise<PageResult<T>>
  /** the id delete takes */
  idOf: (item: T) => number
  remove: (ids: number[]) => Promise<void>
  emptyTip: string
  /** the page title (the list draws the page, its edit toolbar above the scrolling list) */
  title: string
  /** a line above an item (footprints: the day) */
  groupOf?: (item: T) => string
}

/** A member's goods list with edit mode: checkboxes, select all, delete; pull-down refresh and paging. */
export function FavoriteList<T extends GoodsCardData & { is_valid: number }>({ fetchPage, idOf, remove, emptyTip, groupOf, title }: FavoriteListProps<T>) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [loaded, setLoaded] = useState<T[]>([])
  const [reload, setReload] = useState(0)

  const onDelete = async () => {
    if (!selected.size) return
    await remove([...selected])
    setSelected(new Set())
    setReload((n) => n + 1)
    void Taro.showToast({ title: t('favorite:deleted'), icon: 'none' })
  }

  const fetchTracked = async (page: number, size: number) => {
    const r = await fetchPage(page, size)
    setLoaded((prev) => (page === 1 ? r.list : [...prev, ...r.list]))
    return r
  }

  const render = (item: T, index: number): ReactNode => {
    const id = idOf(item)
    const group = groupOf?.(item)
    const showGroup = group !== undefined && (index === 0 || groupOf?.(loaded[index - 1]!) !== group)
    return (
      <View className='favorite-item-wrap'>
        {showGroup ? <Text className='favorite-group'>{group}</Text> : null}
        <View className={`favorite-item${item.is_valid ? '' : ' favorite-item--invalid'}`}>
          {editing ? (
            <View
              className={`favorite-check${selected.has(id) ? ' favorite-check--on' : ''}`}
              onClick={() => setSelected((s) => toggle(s, id))}
            />
          ) : null}
          <GoodsCard
            className='favorite-card'
            layout='row'
            goods={item}
            onClick={editing ? () => setSelected((s) => toggle(s, id)) : item.is_valid ? undefined : () => undefined}
          />
          {item.is_valid ? null : <Text className='favorite-invalid'>{t('favorite:invalid')}</Text>}
        </View>
      </View>
    )
  }

  const ids = loaded.map(idOf)
  const toolbar = (
    <View className='favorite-toolbar'>
      <Text className='favorite-toolbar__edit' onClick={() => { setEditing(!editing); setSelected(new Set()) }}>
        {editing ? t('favorite:done') : t('favorite:edit')}
      </Text>
    </View>
  )
  return (
    <PageShell title={title} body='fixed' top={toolbar}>
    <View className='favorite-list'>
      <PullList<T>
        reloadKey={reload}
        fetchPage={fetchTracked}
        keyOf={(item) => idOf(item)}
        empty={<Empty tip={emptyTip} />}
        renderItem={render}
      />
      {editing ? (
        <View className='favorite-bar'>
          <View className='favorite-bar__all' onClick={() => setSelected((s) => toggleAll(s, ids))}>
            <View className={`favorite-check${ids.length && ids.every((i) => selected.has(i)) ? ' favorite-check--on' : ''}`} />
            <Text>{t('favorite:selectAll')}</Text>
          </View>
          <View className={`favorite-bar__delete${selected.size ? '' : ' favorite-bar__delete--off'}`} onClick={() => void onDelete()}>
            <Text>{t('favorite:delete')}</Text>
          </View>
        </View>
      ) : null}
    </View>
    </PageShell>
  )
}
