import { useState } from 'react'
import { View, Text, Input, Picker } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/features/auth/components/Fields'
import { toast } from '@/services/toast'
import { modifyBirthday, modifyNickname, modifyPassword, modifyRealname, modifySex, type MemberInfo } from '../../api'
import { birthdayText, checkBirthday, checkNickname, checkPasswordChange, checkRealname, isSet, NAME_MAX, todayText } from '../../profile'

// The simple forms of the profile edit page (otherpages/member/info_edit): names, sex, birthday, password.

export interface FormProps {
  member: MemberInfo
  /** runs the call after the client checks passed; a rejected call keeps the form */
  submit(call: () => Promise<unknown>): Promise<void>
  busy: boolean
}

/** The page's submit button, the same on every form. */
export function Submit({ busy, onClick, text }: { busy: boolean; onClick(): void; text: string }) {
  return (
    <View className='info-edit__actions'>
      <Button className='info-edit-submit' type='primary' block loading={busy} onClick={onClick}>
        {text}
      </Button>
    </View>
  )
}

export function NameForm({ member, submit, busy, field }: FormProps & { field: 'nickname' | 'realname' }) {
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

export function SexForm({ member, submit, busy }: FormProps) {
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

export function BirthdayForm({ member, submit, busy }: FormProps) {
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

export function PasswordForm({ member, submit, busy }: FormProps) {
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
