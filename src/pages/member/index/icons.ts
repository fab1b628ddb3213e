import type { ComponentType } from 'react'
import { Order, ToPay, Transit, ToReceive, Comment, Refund, User, Setting, Location, Coupon, Service, CheckChecked, Star, Footprint, Fabulous, Gift, Wallet, Prices, Jingdou, ShieldCheck, ArrowTransfer } from '@nutui/icons-react-taro'
import type { MemberEntry, OrderShortcutKey } from '@/features/member/entries'

interface IconProps {
  className?: string
  size?: string | number
  color?: string
}

/**
 * The member centre's icons (NutUI's icon set; only the icons named here ship). Imported by this page
 * alone: an icon module that several chunks share moves into the shared vendor chunk of the first
 * load, so they are not kept in features/member, whose modules many pages import.
 */
export const ORDER_ICONS: Record<OrderShortcutKey, ComponentType<IconProps>> = {
  all: Order,
  waitPay: ToPay,
  waitSend: Transit,
  waitConfirm: ToReceive,
  waitRate: Comment,
}

export const ENTRY_ICONS: Record<MemberEntry['key'], ComponentType<IconProps>> = {
  signin: CheckChecked,
  level: Fabulous,
  gift: Gift,
  account: ShieldCheck,
  withdrawal: ArrowTransfer,
  // the pay icon of the order shortcuts, already shipped with this page
  recharge: ToPay,
  info: User,
  assets: Jingdou,
  balance: Wallet,
  point: Prices,
  address: Location,
  coupon: Coupon,
  collection: Star,
  footprint: Footprint,
  cancellation: Setting,
  help: Service,
}

/** the after-sale entry beside the order shortcuts */
export const REFUND_ICON: ComponentType<IconProps> = Refund
