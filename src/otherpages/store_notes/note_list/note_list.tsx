import Taro from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { fetchNotePage, type NoteItem } from '@/features/content/api'
import { noteDetailUrl } from '@/features/content/links'
import { idParam } from '@/features/content/params'
import '@/features/content/i18n'
import { img } from '@/services/image'
import { formatDate } from '@/utils/date'
import { go } from '@/utils/navigate'
import './note_list.scss'

export function NoteCard({ note }: { note: NoteItem }) {
  const { t } = useTranslation()
  return (
    <View className='note-card' onClick={() => go(noteDetailUrl(note.note_id))}>
      <Image className='note-card__cover' src={img(note.cover_img, 'mid', 'default_goods_img')} mode='aspectFill' lazyLoad />
      <View className='note-card__info'>
        <Text className='note-card__title'>{note.note_title}</Text>
        {note.note_abstract ? <Text className='note-card__abstract'>{note.note_abstract}</Text> : null}
        <View className='note-card__meta'>
          <Text className='note-card__shop'>{note.site_id ? note.site_name : t('content:notes.platform')}</Text>
          <Text className='note-card__reads'>{t('content:notes.reads', { count: note.read_num })}</Text>
        </View>
        <Text className='note-card__time'>{formatDate(note.create_time)}</Text>
      </View>
    </View>
  )
}

/** /otherpages/store_notes/note_list: store notes, newest first (site_id: one shop's). */
export default function NoteListPage() {
  const { t } = useTranslation()
  const siteId = idParam(Taro.getCurrentInstance().router?.params?.site_id) ?? undefined
  return (
    <PageShell title={t('content:notes.listTitle')} body='fixed'>
      <PullList<NoteItem>
        reloadKey={siteId}
        fetchPage={(page, size) => fetchNotePage(page, size, siteId)}
        keyOf={(n) => n.note_id}
        renderItem={(n) => <NoteCard note={n} />}
        listClassName='note-list'
        empty={<Empty tip={t('content:notes.empty')} />}
      />
    </PageShell>
  )
}
