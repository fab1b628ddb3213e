import { View, Text } from '@tarojs/components'
import './StarRating.scss'

export interface StarRatingProps {
  value: number
  /** absent: read only */
  onChange?: (score: number) => void
  size?: 'small' | 'normal'
  className?: string
}

/** Five stars; tapping the n-th sets n (1..5). */
export function StarRating({ value, onChange, size = 'normal', className }: StarRatingProps) {
  return (
    <View className={`star-rating star-rating--${size}${onChange ? ' star-rating--edit' : ''} ${className ?? ''}`} data-score={value}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Text
          key={n}
          className={`star-rating__star${n <= value ? ' star-rating__star--on' : ''}`}
          data-star={n}
          onClick={onChange ? () => onChange(n) : undefined}
        >
          ★
        </Text>
      ))}
    </View>
  )
}
