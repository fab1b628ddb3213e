import { View, Text } from '@tarojs/components'
import { Switch } from '@nutui/nutui-react-taro'

/** The edit form's "set as default" row: `<block>-default` switch, and its label toggles it as a form label would. */
export function DefaultSwitchRow({ block, label, checked, onChange }: { block: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <View className={`${block}-form__row ${block}-form__row--switch`}>
      <Text className={`${block}-form__label ${block}-default-label`} onClick={() => onChange(!checked)}>
        {label}
      </Text>
      <Switch className={`${block}-default`} checked={checked} onChange={(v: boolean) => onChange(v)} />
    </View>
  )
}
