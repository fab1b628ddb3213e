import '@/features/member/i18n'
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Picker } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { CaptchaField } from '@/features/auth/components/CaptchaField'
import { DynacodeField, MobileField, PasswordField } from '@/features/auth/components/Fields'
import { useCaptchaOn, useMobileCodeForm } from '@/features/auth/hooks'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import {
  modifyBirthday,
  modifyMobile,
  modifyNickname,
  modifyPassword,
  modifyPayPassword,
  modifyRealname,
  modifySex,
  sendBindMobileCode,
  sendPayPasswordCode,
  type MemberInfo,
} from '@/features/member/api'
import {
  birthdayText,
  checkBirthday,
  checkNewMobile,
  checkNickname,
  checkPasswordChange,
  checkPayPassword,
  checkRealname,
  editUrl,
  isEditType,
  isSet,
  NAME_MAX,
  PAY_PASSWORD_LENGTH,
  todayText,
  type EditType,
} from '@/features/member/profile'
import { useMemberStore } from '@/features/member/store'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { back, go } from '@/utils/navigate'
import { maskPhone } from '@/utils/phone'
import { captchaRules, check, limitDigits } from '@/utils/validate'
import './info_edit.scss'

interface FormProps {
  member: MemberInfo
  /** runs the call after the client checks passed; a rejected call keeps the form */
  submit(call: () => Promise<unknown>): Promise<void>
  busy: boolean
}

/** The page's submit button, the same on every form. */
function Submit({ busy, onClick, text }: { busy: boolean; onClick(): void; text: string }) {
  return (
    <View className='info-edit__actions'>
      <Button className='info-edit-submit' type='primary' block loading={busy} onClick={onClick}>
        {text}
      </Button>
    </View>
  )
}

function NameForm({ member, submit, busy, field }: FormProps & { field: 'nickname' | 'realname' }) {
  const { t } = useTranslation()
  const [value, setValue] = useState(String(member[field] ?? ''))
  const save = () => {
    const ok = field === 'nickname' ? checkNickname(value, member.nickname, t) : checkRealname(value, t)
    if (ok !== true) return toast(ok)
    const v = value.trim()
    return submit(() => (field === 'nickname' ? modifyNickname(v) : modifyRealname(v)))
  }
  return (
    <>
      <View className='info-edit__field'>
        <Input
          className='info-edit__input info-edit-input'
          value={value}
          maxlength={NAME_MAX}
          placeholder={t(`member:edit.placeholder.${field}`)}
          onInput={(e) => setValue(e.detail.value)}
        />
      </View>
      <Submit busy={busy} onClick={save} text={t('member:edit.save')} />
    </>
  )
}

function SexForm({ member, submit, busy }: FormProps) {
  const { t } = useTranslation()
  const initial = Number(member.sex)
  const [sex, setSex] = useState<0 | 1 | 2>(initial === 1 || initial === 2 ? initial : 0)
  return (
    <>
      <View className='info-edit__options'>
        {([1, 2, 0] as const).map((s) => (
          <View
            key={s}
            className={`info-edit-sex info-edit-sex--${s}${sex === s ? ' info-edit-sex--active' : ''}`}
            onClick={() => setSex(s)}
          >
            <Text>{t(`member:sex.${s}`)}</Text>
          </View>
        ))}
      </View>
      <Submit busy={busy} onClick={() => submit(() => modifySex(sex))} text={t('member:edit.save')} />
    </>
  )
}

function BirthdayForm({ member, submit, busy }: FormProps) {
  const { t } = useTranslation()
  const [day, setDay] = useState(birthdayText(member.birthday))
  const save = () => {
    const ok = checkBirthday(day, t)
    if (ok !== true) return toast(ok)
    return submit(() => modifyBirthday(day))
  }
  return (
    <>
      <Picker mode='date' value={day || '1990-01-01'} start='1900-01-01' end={todayText()} onChange={(e) => setDay(String(e.detail.value))}>
        <View className='info-edit__field info-edit-birthday'>
          <Text className={day ? 'info-edit__value' : 'info-edit__placeholder'}>{day || t('member:edit.placeholder.birthday')}</Text>
        </View>
      </Picker>
      <Submit busy={busy} onClick={save} text={t('member:edit.save')} />
    </>
  )
}

function PasswordForm({ member, submit, busy }: FormProps) {
  const { t } = useTranslation()
  const hasPassword = isSet(member.is_set_password)
  const [f, setF] = useState({ old: '', next: '', repeat: '' })
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }))
  const save = () => {
    const ok = checkPasswordChange(f, hasPassword, t)
    if (ok !== true) return toast(ok)
    return submit(() => modifyPassword({ old_pass: hasPassword ? f.old : undefined, new_pass: f.next, re_pass: f.repeat }))
  }
  return (
    <>
      <View className='info-edit__group'>
        {hasPassword ? (
          <PasswordField className='info-edit-old' value={f.old} onChange={set('old')} placeholder={t('member:edit.placeholder.oldPassword')} />
        ) : null}
        <PasswordField className='info-edit-new' value={f.next} onChange={set('next')} placeholder={t('member:edit.placeholder.newPassword')} />
        <PasswordField className='info-edit-repeat' value={f.repeat} onChange={set('repeat')} placeholder={t('member:edit.placeholder.repeatPassword')} />
      </View>
      <Submit busy={busy} onClick={save} text={t('member:edit.save')} />
    </>
  )
}

function PayPasswordForm({ member, submit, busy }: FormProps) {
  const { t } = useTranslation()
  const captchaOn = Boolean(useCaptchaOn())
  const [f, setF] = useState({ vercode: '', dynacode: '', next: '', repeat: '' })
  const [captchaId, setCaptchaId] = useState('')
  const [captchaRefresh, setCaptchaRefresh] = useState(0)
  const [codeKey, setCodeKey] = useState('')
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }))

  if (!member.mobile) {
    // the code goes to the member's own mobile: none yet, so that comes first
    return (
      <View className='info-edit__need-mobile info-edit-need-mobile'>
        <Text className='info-edit__tip'>{t('member:edit.msg.noMobile')}</Text>
        <Submit busy={false} onClick={() => go(editUrl('mobile'), 'redirectTo')} text={t('member:edit.bindMobile')} />
      </View>
    )
  }

  const canSend = (): string | null => {
    if (!captchaOn) return null
    const r = check({ vercode: f.vercode }, captchaRules(t))
    return r === true ? null : r
  }
  const send = async () => {
    try {
      const answer = await sendPayPasswordCode(captchaOn ? { captcha_id: captchaId, captcha_code: f.vercode } : {})
      setCodeKey(answer.key)
    } catch (e) {
      // a refused attempt spends the captcha on the server
      if (captchaOn) setCaptchaRefresh((n) => n + 1)
      throw e
    }
  }
  const save = () => {
    const ok = checkPayPassword(f, codeKey, t)
    if (ok !== true) return toast(ok)
    return submit(() => modifyPayPassword({ key: codeKey, code: f.dynacode, password: f.next, re_pass: f.repeat }))
  }
  const digits = (k: 'next' | 'repeat') => (v: string) => set(k)(limitDigits(v, PAY_PASSWORD_LENGTH))

  return (
    <>
      <Text className='info-edit__tip'>{t('member:edit.codeTo', { mobile: maskPhone(String(member.mobile)) })}</Text>
      <View className='info-edit__group'>
        {captchaOn ? (
          <CaptchaField
            className='info-edit-captcha'
            value={f.vercode}
            onChange={set('vercode')}
            onCaptchaId={setCaptchaId}
            refreshKey={captchaRefresh}
          />
        ) : null}
        <DynacodeField
          className='info-edit-code'
          value={f.dynacode}
          onChange={set('dynacode')}
          canSend={canSend}
          send={send}
          onFinished={() => setCaptchaRefresh((n) => n + 1)}
        />
        <View className='auth-field'>
          <Input
            className='auth-field__input info-edit-new'
            type='number'
            password
            maxlength={PAY_PASSWORD_LENGTH}
            value={f.next}
            placeholder={t('member:edit.placeholder.payPassword', { count: PAY_PASSWORD_LENGTH })}
            onInput={(e) => digits('next')(e.detail.value)}
          />
        </View>
        <View className='auth-field'>
          <Input
            className='auth-field__input info-edit-repeat'
            type='number'
            password
            maxlength={PAY_PASSWORD_LENGTH}
            value={f.repeat}
            placeholder={t('member:edit.placeholder.repeatPayPassword')}
            onInput={(e) => digits('repeat')(e.detail.value)}
          />
        </View>
      </View>
      <Submit busy={busy} onClick={save} text={t('member:edit.save')} />
    </>
  )
}

function MobileForm({ member, submit, busy }: FormProps) {
  const { t } = useTranslation()
  const captchaOn = Boolean(useCaptchaOn())
  const f = useMobileCodeForm(sendBindMobileCode, captchaOn)
  const current = member.mobile ? String(member.mobile) : undefined

  // the same mobile is refused before a code is spent on it
  const canSend = (): string | null => {
    const same = checkNewMobile(f.form.mobile, current, t)
    if (same !== true) return same
    return f.canSend()
  }
  const save = () => {
    const same = checkNewMobile(f.form.mobile, current, t)
    if (same !== true) return toast(same)
    // the captcha was spent on the code request: the submit needs mobile, code and key
    const ok = f.validate(false)
    if (ok !== true) return toast(ok)
    return submit(() => modifyMobile({ mobile: f.form.mobile, key: f.codeKey, code: f.form.dynacode }))
  }
  return (
    <>
      {current ? <Text className='info-edit__tip'>{t('member:edit.currentMobile', { mobile: maskPhone(current) })}</Text> : null}
      <View className='info-edit__group'>
        <MobileField className='info-edit-mobile' {...f.fields.mobile} placeholder={t('member:edit.placeholder.mobile')} />
        {captchaOn ? (
          <CaptchaField className='info-edit-captcha' {...f.fields.captcha} />
        ) : null}
        <DynacodeField className='info-edit-code' {...f.fields.dynacode} canSend={canSend} />
      </View>
      <Submit busy={busy} onClick={save} text={t('member:edit.save')} />
    </>
  )
}

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
