import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import '../i18n'
import './QuantityStepper.scss'

export interface QuantityStepperProps {
  value: number
  min: number
  max: number
  onChange: (n: number) => void
  disabled?: boolean
  className?: string
  /** extra classes of the buttons (test selectors of the page using it) */
  minusClassName?: string
  plusClassName?: string
}

/** Minus / value / plus, never leaving min … max. */
export function QuantityStepper({ value, min, max, onChange, disabled, className, minusClassName, plusClassName }: QuantityStepperProps) {
  const { t } = useTranslation()
  const canMinus = !disabled && value > min
  const canPlus = !disabled && value < max
  return (
    <View className={`qty-stepper ${className ?? ''}`}>
      <View
        className={`qty-stepper__btn qty-stepper__minus${canMinus ? '' : ' qty-stepper__btn--disabled'} ${minusClassName ?? ''}`}
        aria-label={t('cart:minus')}
        onClick={(e) => {
          e.stopPropagation()
          if (canMinus) onChange(value - 1)
        }}
      >
        <Text>−</Text>
      </View>
      <Text className='qty-stepper__value'>{value}</Text>
      <View
        className={`qty-stepper__btn qty-stepper__plus${canPlus ? '' : ' qty-stepper__btn--disabled'} ${plusClassName ?? ''}`}
        aria-label={t('cart:plus')}
        onClick={(e) => {
          e.stopPropagation()
          if (canPlus) onChange(value + 1)
        }}
      >
        <Text>+</Text>
      </View>
    </View>
  )
}

export default QuantityStepper
