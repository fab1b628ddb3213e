import './i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { editUrl, isSet } from '@/features/member/profile'
import { useMemberStore } from '@/features/member/store'
import { OrderError } from '@/services/api/contract.gen'
import { go } from '@/utils/navigate'

const codeOf = (e: unknown): number | undefined => (e && typeof e === 'object' && 'code' in e ? Number((e as { code: unknown }).code) : undefined)

/**
 * The pay password before an application (the server asks for it, as at checkout): `begin` opens the
 * popup, or offers to set the password when the member has none; `refused` reacts to the server's
 * "not set" the same way (the member's info may be older than the server's answer).
 */
export function usePayPasswordStep() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)

  const offerToSet = async () => {
    const answer = await Taro.showModal({
      title: t('withdraw:payPassword.notSetTitle'),
      content: t('withdraw:payPassword.notSet'),
      confirmText: t('withdraw:payPassword.goSet'),
      cancelText: t('common:cancel'),
    })
    if (answer.confirm) go(editUrl('paypassword'))
  }

  const begin = async () => {
    const store = useMemberStore.getState()
    // unknown (the info could not be read): the popup, and the server tells
    const member = store.info ?? (await store.refresh())
    if (member && !isSet(member.is_set_pay_password)) {
      await offerToSet()
      return
    }
    setOpen(true)
  }

  const refused = (e: unknown) => {
    if (codeOf(e) !== OrderError.PAY_PASSWORD_NOT_SET) return
    setOpen(false)
    offerToSet()
  }

  return { open, begin, close: () => setOpen(false), refused, forgot: () => go(editUrl('paypassword')) }
}
