import '@/features/member/i18n'
import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ROUTES } from '@/constants/routes'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { modifyHeadimg, uploadOneByOne } from '@/features/member/api'
import { useMemberRefreshOnShow } from '@/features/member/hooks'
import { editUrl, rowValues, type EditType } from '@/features/member/profile'
import { useMemberStore } from '@/features/member/store'
import { chooseImages, isCancelError, type ImageSource } from '@/platform/media'
import { img } from '@/services/image'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import './info.scss'

const SOURCES: ImageSource[] = ['camera', 'album']

const EDIT_ROWS: EditType[] = ['nickname', 'realname', 'sex', 'birthday', 'password', 'paypassword', 'mobile']

/**
 * Personal data (spec sections 2 and 3): head image, account, nickname, real name, sex, birthday,
 * password, pay password, mobile phone. The head image is chosen from the album or the camera,
 * compressed, uploaded (/api/upload/headimg) and then set (/api/member/modifyheadimg); every other
 * row opens info_edit for its field.
 */
export default function MemberInfoPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const member = useMemberStore((s) => s.info)
  const [sourceOpen, setSourceOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  useMemberRefreshOnShow()

  const changeHeadimg = async (source: ImageSource) => {
    setSourceOpen(false)
    if (busy) return
    let paths: string[]
    try {
      paths = (await chooseImages({ count: 1, sourceType: [source] })).map((i) => i.path)
    } catch (e) {
      if (!isCancelError(e)) toast(t('member:info.chooseFailed'))
      return
    }
    setBusy(true)
    try {
      const [uploaded] = await uploadOneByOne(paths, 'headimg')
      await modifyHeadimg(uploaded.pic_path)
      toast(t('member:edit.success'))
      await useMemberStore.getState().refresh()
    } catch {
      // upload() and the request layer showed what went wrong (上传失败 / the server's message)
    } finally {
      setBusy(false)
    }
  }

  const values = member ? rowValues(member, t) : null
  return (
    <PageShell title={t('member:info.title')}>
      {!token ? (
        <LoginPrompt tip={t('pages:member.loginTip')} back={ROUTES.memberInfo} />
      ) : (
        <View className='member-info-page'>
          <View className='info-group'>
            <View className='info-row info-row--headimg' onClick={() => !busy && setSourceOpen(true)}>
              <Text className='info-row__label'>{t('member:info.headimg')}</Text>
              <View className='info-row__right'>
                <Image className='info-row__headimg' src={img(member?.headimg, 'small', 'default_headimg')} mode='aspectFill' />
                <ArrowRight className='info-row__arrow' size={12} />
              </View>
            </View>
            <View className='info-row info-row--account'>
              <Text className='info-row__label'>{t('member:info.account')}</Text>
              <Text className='info-row__value'>{values?.account ?? ''}</Text>
            </View>
            {EDIT_ROWS.map((key) => (
              <View key={key} className={`info-row info-row--${key}`} onClick={() => go(editUrl(key))}>
                <Text className='info-row__label'>{t(`member:info.${key}`)}</Text>
                <View className='info-row__right'>
                  <Text className='info-row__value'>{values?.[key] ?? ''}</Text>
                  <ArrowRight className='info-row__arrow' size={12} />
                </View>
              </View>
            ))}
          </View>
        </View>
      )}
      <Popup visible={sourceOpen} position='bottom' round className='info-headimg-sheet' onClose={() => setSourceOpen(false)}>
        {SOURCES.map((s) => (
          <View key={s} className={`info-headimg-source info-headimg-source--${s}`} onClick={() => changeHeadimg(s)}>
            <Text>{t(`member:info.source.${s}`)}</Text>
          </View>
        ))}
        <View className='info-headimg-source info-headimg-source--cancel' onClick={() => setSourceOpen(false)}>
          <Text>{t('common:cancel')}</Text>
        </View>
      </Popup>
    </PageShell>
  )
}
