import '../i18n'
import { useEffect, useRef, useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { fetchAreaLevel } from '../api'
import type { AreaValue } from '../form'
import './AreaPicker.scss'

export interface AreaPick extends AreaValue {
  /** the city has no districts (district_id 0) */
  no_districts: boolean
}

interface Option {
  id: number
  name: string
}

export interface AreaPickerProps {
  visible: boolean
  value?: Partial<AreaPick>
  onConfirm(value: AreaPick): void
  onClose(): void
}

const LEVELS = 3

function chosenFrom(v?: Partial<AreaValue>): Option[] {
  if (!v?.province_id) return []
  const out: Option[] = [{ id: v.province_id, name: v.province_name ?? '' }]
  if (v.city_id) out.push({ id: v.city_id, name: v.city_name ?? '' })
  if (v.city_id && v.district_id) out.push({ id: v.district_id, name: v.district_name ?? '' })
  return out
}

/**
 * Province, then city, then district, from the region data (/api/region/provinces and children).
 * A city without districts is complete at the city. The choice is handed over on confirm.
 */
export function AreaPicker({ visible, value, onConfirm, onClose }: AreaPickerProps) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<Option[]>([])
  const [level, setLevel] = useState(0)
  const [options, setOptions] = useState<Option[]>([])
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  /** the level whose list came back empty: the chosen region above it has no children */
  const [leafAt, setLeafAt] = useState<number | null>(null)
  const seq = useRef(0)

  const load = async (lvl: number, pid: number) => {
    const mine = ++seq.current
    setLevel(lvl)
    setLoading(true)
    setFailed(false)
    try {
      const list = await fetchAreaLevel(pid)
      if (mine !== seq.current) return
      setOptions(list)
    } catch {
      if (mine === seq.current) {
        setOptions([])
        setFailed(true)
      }
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }

  useEffect(() => {
    if (!visible) return
    const start = chosenFrom(value)
    setChosen(start)
    setLeafAt(start.length === 2 && !value?.district_id && value?.no_districts ? 2 : null)
    // open on the deepest level chosen so far (its siblings), or the provinces
    const lvl = Math.min(Math.max(start.length - 1, 0), LEVELS - 1)
    load(lvl, lvl === 0 ? 0 : start[lvl - 1].id)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- starts from the value it opens with; a new value while open does not restart it
  }, [visible])

  const pick = async (o: Option) => {
    const at = level
    const next = [...chosen.slice(0, at), o]
    setChosen(next)
    setLeafAt(null)
    if (at >= LEVELS - 1) return
    const mine = ++seq.current
    setLoading(true)
    setFailed(false)
    try {
      const children = await fetchAreaLevel(o.id)
      if (mine !== seq.current) return
      // a city without districts is complete where it is: the list stays on the cities
      if (children.length === 0) setLeafAt(at + 1)
      else {
        setLevel(at + 1)
        setOptions(children)
      }
    } catch {
      if (mine === seq.current) setFailed(true)
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }

  const complete = chosen.length === LEVELS || (chosen.length === LEVELS - 1 && leafAt === LEVELS - 1)

  const confirm = () => {
    if (!complete) return
    const [p, c, d] = chosen
    onConfirm({
      province_id: p.id, province_name: p.name, city_id: c.id, city_name: c.name,
      district_id: d?.id ?? 0, district_name: d?.name ?? '', no_districts: !d,
    })
  }

  const tabs = chosen.slice(0, LEVELS)
  const showPlaceholderTab = !complete && tabs.length <= level
  return (
    <Popup visible={visible} position='bottom' round className='area-picker-popup' onClose={onClose}>
      <View className='area-picker'>
        <View className='area-picker__head'>
          <Text className='area-picker__cancel' onClick={onClose}>{t('common:cancel')}</Text>
          <Text className='area-picker__title'>{t('address:area.title')}</Text>
          <Button className='area-confirm' type='primary' size='small' disabled={!complete} onClick={confirm}>
            {t('address:area.confirm')}
          </Button>
        </View>
        <View className='area-picker__tabs'>
          {tabs.map((o, i) => (
            <Text
              key={`${i}-${o.id}`}
              className={`area-picker__tab ${i === level ? 'area-picker__tab--active' : ''}`}
              onClick={() => load(i, i === 0 ? 0 : chosen[i - 1].id)}
            >
              {o.name}
            </Text>
          ))}
          {showPlaceholderTab ? <Text className='area-picker__tab area-picker__tab--active'>{t('address:area.choose')}</Text> : null}
        </View>
        <ScrollView className='area-picker__list' scrollY>
          {loading ? <Text className='area-picker__hint'>{t('address:area.loading')}</Text> : null}
          {failed ? (
            <Text className='area-picker__hint area-picker__retry' onClick={() => load(level, level === 0 ? 0 : chosen[level - 1]?.id ?? 0)}>
              {t('address:area.failed')}
            </Text>
          ) : null}
          {!loading
            ? options.map((o) => (
                <View
                  key={o.id}
                  className={`area-option ${chosen[level]?.id === o.id ? 'area-option--active' : ''}`}
                  onClick={() => pick(o)}
                >
                  {o.name}
                </View>
              ))
            : null}
        </ScrollView>
      </View>
    </Popup>
  )
}
