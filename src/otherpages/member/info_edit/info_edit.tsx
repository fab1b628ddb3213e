import '@/features/member/i18n'
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { MobileForm } from '@/features/member/components/edit/MobileForm'
import { PayPasswordForm } from '@/features/member/components/edit/PayPasswordForm'
import { BirthdayForm, NameForm, PasswordForm, SexForm } from '@/features/member/components/edit/ProfileForms'
import { editUrl, isEditType, type EditType } from '@/features/member/profile'
import { useMemberStore } from '@/features/member/store'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { back } from '@/utils/navigate'
import './info_edit.scss'

/**
 * /otherpages/member/info_edit/info_edit?type=nickname|realname|sex|birthday|password|paypassword|mobile.
 * Every rule of spec section 5 is checked here first; a success shows 修改成功, reloads the member
 * and goes back to the profile.
 */
export default function MemberInfoEditPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const member = useMemberStore((s) => s.info)
  const [busy, setBusy] = useState(false)
  const raw = Taro.getCurrentInstance()?.router?.params?.type
  const type: EditType | null = isEditType(raw) ? raw : null

  const submit = async (call: () => Promise<unknown>) => {
    if (busy) return
    setBusy(true)
    try {
      await call()
    } catch {
      // the request layer showed the server's message; the form stays for another try
      setBusy(false)
      return
    }
    toast(t('member:edit.success'))
    await useMemberStore.getState().refresh()
    setBusy(false)
    await back().catch(() => undefined)
  }

  // the forms start from the member's current values: load them if this page opened first
  useEffect(() => {
    if (token && !useMemberStore.getState().info) useMemberStore.getState().refresh()
  }, [token])

  const title = type ? t(`member:info.${type}`) : t('member:info.title')
  let body
  if (!token) body = <LoginPrompt tip={t('pages:member.loginTip')} back={type ? editUrl(type) : ROUTES.memberInfo} />
  else if (!type) body = <Text className='info-edit__tip info-edit-unknown'>{t('member:edit.unknown')}</Text>
  else if (!member) body = <Text className='info-edit__tip'>{t('pages:common.loading')}</Text>
  else {
    const props = { member, submit, busy }
    body =
      type === 'nickname' || type === 'realname' ? (
        <NameForm {...props} field={type} />
      ) : type === 'sex' ? (
        <SexForm {...props} />
      ) : type === 'birthday' ? (
        <BirthdayForm {...props} />
      ) : type === 'password' ? (
        <PasswordForm {...props} />
      ) : type === 'paypassword' ? (
        <PayPasswordForm {...props} />
      ) : (
        <MobileForm {...props} />
      )
  }

  return (
    <PageShell title={title}>
      <View className={`info-edit-page info-edit-page--${type ?? 'unknown'}`}>{body}</View>
    </PageShell>
  )
}
