import { Text } from '@tarojs/components'
import { fenToYuan } from '@/utils/money'
import './Price.scss'

export interface PriceProps {
  /** Integer fen. */
  fen: number
  size?: 'small' | 'normal' | 'large'
  /** Struck-through grey price (market price). */
  line?: boolean
  className?: string
}

/** Money shown in yuan with the ¥ symbol; the amount stays integer fen until here. */
export function Price({ fen, size = 'normal', line = false, className }: PriceProps) {
  const yuan = fenToYuan(fen)
  const dot = yuan.indexOf('.')
  const cls = `mall-price mall-price--${size}${line ? ' mall-price--line' : ''} ${className ?? ''}`
  if (line) return <Text className={cls}>¥{yuan}</Text>
  return (
    <Text className={cls}>
      <Text className='mall-price__symbol'>¥</Text>
      <Text className='mall-price__int'>{yuan.slice(0, dot)}</Text>
      <Text className='mall-price__dec'>{yuan.slice(dot)}</Text>
    </Text>
  )
}

export default Price
