import { View, Text } from '@tarojs/components'
import './refund.scss'

/** One choice of a few (refund type, refund or complaint reason) as tappable chips; `itemClass` names them for pages and tests. */
export function ChoiceChips<V extends string | number>({ options, value, onChange, itemClass }: {
  options: ReadonlyArray<{ value: V; name: string }>
  value: V | ''
  onChange: (v: V) => void
  itemClass: string
}) {
  return (
    <View className='refund-form__choices'>
      {options.map((o) => (
        <Text key={o.value} className={`refund-form__choice ${itemClass}${value === o.value ? ' refund-form__choice--active' : ''}`} data-value={o.value} onClick={() => onChange(o.value)}>
          {o.name}
        </Text>
      ))}
    </View>
  )
}
