import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { isPrimaryAction, visibleActions, type OrderAction } from '../actions'
import '../i18n'
import './order.scss'

export interface OrderActionsProps {
  /** the server's `actions` for the buyer */
  actions: readonly string[]
  onAction: (action: OrderAction) => void
  isRunning?: (action: OrderAction) => boolean
  className?: string
}

/** The buttons of the actions the server allows now; nothing at all when none is allowed. */
export function OrderActions({ actions, onAction, isRunning, className }: OrderActionsProps) {
  const { t } = useTranslation()
  const shown = visibleActions(actions)
  if (!shown.length) return null
  return (
    <View className={`order-actions ${className ?? ''}`}>
      {shown.map((a) => (
        <Button
          key={a}
          className={`order-action order-action--${a}`}
          data-action={a}
          size='small'
          type={isPrimaryAction(a) ? 'primary' : 'default'}
          fill={isPrimaryAction(a) ? 'solid' : 'outline'}
          loading={isRunning?.(a) ?? false}
          onClick={(e) => {
            // the card around the buttons opens the detail on a tap
            e?.stopPropagation?.()
            onAction(a)
          }}
        >
          {t(`order:actions.${a}`)}
        </Button>
      ))}
    </View>
  )
}
