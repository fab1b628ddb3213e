import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import './order.scss'

/** A label and its value in an order block (the details of orders, refunds and complaints). */
export function InfoRow({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <View className={`order-block__row ${className ?? ''}`}>
      <Text className='order-block__label'>{label}</Text>
      <Text className='order-block__value'>{children}</Text>
    </View>
  )
}
