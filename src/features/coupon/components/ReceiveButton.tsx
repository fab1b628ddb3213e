import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { receiveLabelKey } from '../receive'
import type { ReceiveEntry } from '../useReceive'
import '../i18n'

export interface ReceiveButtonProps {
  entry: ReceiveEntry
  onReceive: () => void
}

/** The `coupon-receive` button; its state class (coupon-receive--soldout …) follows the entry. */
export function ReceiveButton({ entry, onReceive }: ReceiveButtonProps) {
  const { t } = useTranslation()
  const open = entry.state === 'open'
  return (
    <Button
      className={`coupon-receive coupon-receive--${entry.state}`}
      type='primary'
      size='small'
      fill={open ? 'solid' : 'outline'}
      disabled={!open || entry.busy}
      loading={entry.busy}
      onClick={onReceive}
    >
      {t(receiveLabelKey(entry.state, entry.received))}
    </Button>
  )
}

export default ReceiveButton
