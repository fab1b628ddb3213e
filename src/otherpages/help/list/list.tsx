import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, ScrollView } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { fetchHelpClasses, fetchHelpPage, type HelpClass, type HelpItem } from '@/features/content/api'
import { helpDetailUrl } from '@/features/content/links'
import { idParam } from '@/features/content/params'
import '@/features/content/i18n'
import { go } from '@/utils/navigate'
import './list.scss'

/** /otherpages/help/list (class_id: that class first): help classes as tabs, their articles below. */
export default function HelpListPage() {
  const { t } = useTranslation()
  const [classId, setClassId] = useState<number>(idParam(Taro.getCurrentInstance().router?.params?.class_id) ?? 0)
  const [classes, setClasses] = useState<HelpClass[]>([])
  useEffect(() => {
    let live = true
    fetchHelpClasses()
      .then((list) => live && setClasses(list))
      .catch(() => undefined) // the articles of every class still show
    return () => {
      live = false
    }
  }, [])

  const tabs = [{ class_id: 0, class_name: t('content:help.all') }, ...classes]
  const top = classes.length ? (
    <ScrollView scrollX className='help-tabs'>
      {tabs.map((c) => (
        <View
          key={c.class_id}
          className={`help-tabs__item${c.class_id === classId ? ' help-tabs__item--active' : ''}`}
          onClick={() => setClassId(c.class_id)}
        >
          <Text>{c.class_name}</Text>
        </View>
      ))}
    </ScrollView>
  ) : undefined

  return (
    <PageShell title={t('content:help.listTitle')} body='fixed' top={top}>
      <PullList<HelpItem>
        reloadKey={classId}
        fetchPage={(page, size) => fetchHelpPage(page, size, classId || undefined)}
        keyOf={(h) => h.id}
        listClassName='help-list'
        renderItem={(h) => (
          <View className='help-item' onClick={() => go(helpDetailUrl(h.id))}>
            <Text className='help-item__title'>{h.title}</Text>
            {classId ? null : <Text className='help-item__class'>{h.class_name}</Text>}
          </View>
        )}
        empty={<Empty tip={t('content:help.empty')} />}
      />
    </PageShell>
  )
}
