import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { img } from '@/services/image'
import '../i18n'

export interface VerifyGoodsLine {
  sku_name: string
  sku_image: string
  num: number
  spec_name?: string
}

/** The goods of a code: picture, name, spec and count. */
export function VerifyGoods({ lines }: { lines: VerifyGoodsLine[] }) {
  const { t } = useTranslation()
  return (
    <View className='verify-goods'>
      {lines.map((l, i) => (
        <View key={i} className='verify-goods__line'>
          <Image className='verify-goods__image' src={img(l.sku_image, 'small')} mode='aspectFill' />
          <View className='verify-goods__info'>
            <Text className='verify-goods__name'>{l.sku_name}</Text>
            {l.spec_name ? <Text className='verify-goods__spec'>{l.spec_name}</Text> : null}
          </View>
          <Text className='verify-goods__num'>{t('verify:num', { num: l.num })}</Text>
        </View>
      ))}
    </View>
  )
}
