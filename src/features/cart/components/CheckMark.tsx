import { View } from '@tarojs/components'
import { CheckNormal, Checked, CheckDisabled } from '@nutui/icons-react-taro'

export interface CheckMarkProps {
  checked: boolean
  disabled?: boolean
  className: string
  onToggle: () => void
}

/** A round check mark; the class names are the page's test selectors. */
export function CheckMark({ checked, disabled, className, onToggle }: CheckMarkProps) {
  return (
    <View
      className={`cart-check ${className}${checked ? ' cart-check--on' : ''}${disabled ? ' cart-check--disabled' : ''}`}
      aria-checked={checked}
      aria-disabled={disabled}
      role='checkbox'
      onClick={(e) => {
        e.stopPropagation()
        if (!disabled) onToggle()
      }}
    >
      {disabled ? <CheckDisabled size={18} /> : checked ? <Checked size={18} /> : <CheckNormal size={18} />}
    </View>
  )
}

export default CheckMark
