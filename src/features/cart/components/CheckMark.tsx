import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { CheckNormal, Checked, CheckDisabled } from '@nutui/icons-react-taro'

export interface CheckMarkProps {
  checked: boolean
  disabled?: boolean
  className: string
  /** The visible label: part of the control, so tapping it toggles the box as tapping the box does. */
  label?: ReactNode
  labelClassName?: string
  /** What names the box to a screen reader when no visible label does. */
  ariaLabel?: string
  onToggle: () => void
}

/** A round check mark with its label; the class names are the page's test selectors. */
export function CheckMark({ checked, disabled, className, label, labelClassName, ariaLabel, onToggle }: CheckMarkProps) {
  return (
    <View
      className={`cart-check ${className}${checked ? ' cart-check--on' : ''}${disabled ? ' cart-check--disabled' : ''}`}
      aria-checked={checked}
      aria-disabled={disabled}
      aria-label={ariaLabel}
      role='checkbox'
      onClick={(e) => {
        e.stopPropagation()
        if (!disabled) onToggle()
      }}
    >
      {disabled ? (
        <CheckDisabled className='cart-check__box' size={18} />
      ) : checked ? (
        <Checked className='cart-check__box' size={18} />
      ) : (
        <CheckNormal className='cart-check__box' size={18} />
      )}
      {label !== undefined ? <Text className={`cart-check__label ${labelClassName ?? ''}`}>{label}</Text> : null}
    </View>
  )
}

export default CheckMark
