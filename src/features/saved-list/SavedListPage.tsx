import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ResourceView } from '@/features/resource/ResourceView'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import type { SavedItem, SavedList } from './useSavedList'

/** What one row shows: a name, a short fact beside it and a line below, each with its own element name. */
export interface SavedRow {
  name: string
  /** [element, text]: `<block>-itemClass_<element>` (the account's type, the address's mobile) */
  beside: [string, string]
  /** [element, text]: the account's number, the address in full */
  line: [string, string]
  /** an extra modifier of the item (`account-item--bank`) */
  modifier?: string
}

export interface SavedListPageProps<T extends SavedItem> {
  list: SavedList<T>
  /** the page's class prefix (`account`, `address`): `<block>-list`, `<block>-itemClass_…`, `<block>-add` */
  block: string
  /** the i18n prefix of its words (`withdraw:account`, `address:list`) */
  texts: string
  title: string
  /** the page itself, to come back to after logging in */
  route: string
  row: (item: T) => SavedRow
  editUrl: (id?: number) => string
  /** the one the caller holds now, marked in choose mode */
  currentId?: number
}

/** A list with a default: each row opens its edit page (or is picked in choose mode), sets default, edits, deletes; add below. */
export function SavedListPage<T extends SavedItem>({ list, block, texts, title, route, row, editUrl, currentId }: SavedListPageProps<T>) {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const open = (item: T) => (list.choosing ? list.pick(item) : go(editUrl(item.id)))

  return (
    <PageShell
      title={title}
      bottom={
        token ? (
          <View className={`${block}-footer`}>
            <Button className={`${block}-add`} type='primary' block onClick={() => go(editUrl())}>
              {t(`${texts}.add`)}
            </Button>
          </View>
        ) : undefined
      }
    >
      <ResourceView resource={list.resource} login={{ tip: t(`${texts}.loginTip`), back: route }} loadingRows={3} empty={{ tip: t(`${texts}.empty`) }}>
        {(items) => (
          <View className={`${block}-list`}>
            {items.map((item) => {
              const r = row(item)
              const itemClass = `${block}-item`
              const className = [
                itemClass, r.modifier, item.is_default ? `${itemClass}--default` : '', list.choosing && currentId === item.id ? `${itemClass}--current` : '',
              ].filter(Boolean).join(' ')
              return (
                <View key={item.id} className={className} data-id={item.id}>
                  <View className={`${itemClass}__main`} onClick={() => open(item)}>
                    <View className={`${itemClass}__head`}>
                      <Text className={`${itemClass}__name`}>{r.name}</Text>
                      <Text className={`${itemClass}__${r.beside[0]}`}>{r.beside[1]}</Text>
                      {item.is_default ? <Text className={`${itemClass}__tag`}>{t(`${texts}.defaultTag`)}</Text> : null}
                    </View>
                    <Text className={`${itemClass}__${r.line[0]}`}>{r.line[1]}</Text>
                  </View>
                  <View className={`${itemClass}__actions`}>
                    <View className={`${itemClass}__default`} onClick={() => list.makeDefault(item)}>
                      <View className={`${block}-radio${item.is_default ? ` ${block}-radio--on` : ''}`} />
                      <Text>{item.is_default ? t(`${texts}.isDefault`) : t(`${texts}.setDefault`)}</Text>
                    </View>
                    <View className={`${itemClass}__ops`}>
                      <Text className={`${itemClass}__edit`} onClick={() => go(editUrl(item.id))}>{t(`${texts}.edit`)}</Text>
                      <Text className={`${itemClass}__delete`} onClick={() => list.remove(item)}>{t(`${texts}.delete`)}</Text>
                    </View>
                  </View>
                </View>
              )
            })}
          </View>
        )}
      </ResourceView>
    </PageShell>
  )
}
