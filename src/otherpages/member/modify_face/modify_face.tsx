import '@/features/account/i18n'
import '@/features/member/i18n'
import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ImageUploader } from '@/components/ImageUploader/ImageUploader'
import { ROUTES } from '@/constants/routes'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { modifyHeadimg, uploadOneByOne } from '@/features/member/api'
import { useMemberRefreshOnShow } from '@/features/member/hooks'
import { useMemberStore } from '@/features/member/store'
import { img } from '@/services/image'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { back } from '@/utils/navigate'
import './modify_face.scss'

/** Stores a chosen picture as the member's own upload (/api/upload/headimg) and answers its path. */
async function uploadHeadimg(tempPath: string): Promise<string> {
  const [done] = await uploadOneByOne([tempPath], 'headimg')
  return done.pic_path
}

/**
 * The head image page: the current picture large, a new one chosen from the album or the camera
 * (uploaded at once, previewed large), saved with /api/member/modifyheadimg; or back to the default.
 */
export default function ModifyFacePage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const member = useMemberStore((s) => s.info)
  const [chosen, setChosen] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  useMemberRefreshOnShow()

  const save = async (headimg: string) => {
    if (saving) return
    setSaving(true)
    try {
      await modifyHeadimg(headimg)
      await useMemberStore.getState().refresh()
      setChosen([])
      toast(t('account:face.saved'))
      setTimeout(() => back(), 600)
    } catch {
      // the request layer showed the server's reason
    } finally {
      setSaving(false)
    }
  }

  const preview = chosen[0] ?? member?.headimg ?? ''
  return (
    <PageShell title={t('account:face.title')} className='modify-face-page'>
      {!token ? (
        <LoginPrompt tip={t('account:face.loginTip')} back={ROUTES.modifyFace} />
      ) : (
        <View className='modify-face'>
          <View className='modify-face__preview-wrap'>
            <Image className='modify-face__preview' src={img(preview, 'big', 'default_headimg')} mode='aspectFill' />
            <Text className='modify-face__caption'>{chosen.length ? t('account:face.chosen') : t('account:face.current')}</Text>
          </View>
          <View className='modify-face__choose'>
            <Text className='modify-face__label'>{t('account:face.choose')}</Text>
            <ImageUploader className='modify-face__uploader' value={chosen} onChange={setChosen} max={1} upload={uploadHeadimg} />
            <Text className='modify-face__tip'>{t('account:face.tip')}</Text>
          </View>
          <View className='modify-face__actions mall-button-stack'>
            <Button className='modify-face__save' type='primary' block disabled={!chosen.length} loading={saving} onClick={() => void save(chosen[0])}>
              {t('account:face.save')}
            </Button>
            {member?.headimg ? (
              <Button className='modify-face__default' block fill='none' disabled={saving} onClick={() => void save('')}>
                {t('account:face.useDefault')}
              </Button>
            ) : null}
          </View>
        </View>
      )}
    </PageShell>
  )
}
