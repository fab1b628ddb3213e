import Taro from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { ErrorState } from '@/components/StateViews/StateViews'
import { ResourceView } from '@/features/resource/ResourceView'
import { fetchNoteDetail, type NoteDetail } from '@/features/content/api'
import { ContentBody } from '@/features/content/components/ContentBody'
import { idParam } from '@/features/content/params'
import { useDetail } from '@/features/content/useDetail'
import '@/features/content/i18n'
import { img } from '@/services/image'
import { formatDate } from '@/utils/date'
import './note_detail.scss'

/** /otherpages/store_notes/note_detail?note_id=: a note, then the goods it mentions (tap: goods detail). */
export default function NoteDetailPage() {
  const { t } = useTranslation()
  const noteId = idParam(Taro.getCurrentInstance().router?.params?.note_id)
  const detail = useDetail(noteId, fetchNoteDetail)

  const body = (note: NoteDetail) => (
    <View className='note-detail'>
      {note.cover_img ? <Image className='note-detail__cover' src={img(note.cover_img, 'big')} mode='aspectFill' /> : null}
      <View className='note-detail__card'>
        <Text className='note-detail__title'>{note.note_title}</Text>
        <View className='note-detail__meta'>
          <Text className='note-detail__shop'>{note.site_id ? note.site_name : t('content:notes.platform')}</Text>
          <Text>{formatDate(note.create_time)}</Text>
          <Text className='note-detail__reads'>{t('content:notes.reads', { count: note.read_num })}</Text>
        </View>
        <ContentBody blocks={note.content} />
      </View>
      {note.goods.length ? (
        <View className='note-detail__goods'>
          <Text className='note-detail__goods-title'>{t('content:notes.goodsTitle')}</Text>
          <View className='goods-grid'>
            {note.goods.map((g) => (
              <GoodsCard key={g.goods_id} goods={g} showShop={note.site_id === 0} />
            ))}
          </View>
        </View>
      ) : null}
    </View>
  )
  const content =
    noteId === null ? (
      <ErrorState message={t('content:missing')} />
    ) : (
      <ResourceView resource={detail} empty={<ErrorState message={t('content:notFound')} />}>
        {(note) => body(note as NoteDetail)}
      </ResourceView>
    )
  return <PageShell title={detail.data?.note_title ?? t('content:notes.detailTitle')}>{content}</PageShell>
}
