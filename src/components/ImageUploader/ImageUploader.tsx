import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { chooseImages, isCancelError, type ImageSource } from '@/platform/media'
import { img } from '@/services/image'
import { toast } from '@/services/toast'
import './ImageUploader.scss'

export interface ImageUploaderProps {
  /** upload-relative paths already stored */
  value: string[]
  onChange: (paths: string[]) => void
  max: number
  /** stores one chosen file and answers its upload-relative path (the member's own upload) */
  upload: (tempPath: string) => Promise<string>
  className?: string
}

const SOURCES: ImageSource[] = ['album', 'camera']

/**
 * Pictures a member attaches (refund evidence, evaluations): the add tile asks album or camera (one
 * source at a time, so no platform picker with untranslated texts appears), the platform compresses,
 * they upload one by one; a tap on the corner removes one. What was uploaded before a failure stays.
 */
export function ImageUploader({ value, onChange, max, upload, className }: ImageUploaderProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState(false)

  const add = async (source: ImageSource) => {
    setAsking(false)
    if (busy || value.length >= max) return
    let chosen: string[]
    try {
      chosen = (await chooseImages({ count: max - value.length, sourceType: [source] })).map((c) => c.path)
    } catch (e) {
      if (!isCancelError(e)) toast(t('common:upload.chooseFailed'))
      return
    }
    setBusy(true)
    const done = [...value]
    try {
      for (const p of chosen.slice(0, max - value.length)) {
        done.push(await upload(p))
        onChange([...done])
      }
    } catch {
      // the upload layer showed 上传失败 or the server's reason
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className={`image-uploader ${className ?? ''}`}>
      {value.map((p, i) => (
        <View key={`${p}-${i}`} className='image-uploader__item'>
          <Image className='image-uploader__image' src={img(p, 'mid')} mode='aspectFill' />
          <Text className='image-uploader__remove' aria-label={t('common:upload.remove')} onClick={() => onChange(value.filter((_, k) => k !== i))}>×</Text>
        </View>
      ))}
      {value.length < max ? (
        <View className={`image-uploader__add${busy ? ' image-uploader__add--busy' : ''}`} onClick={() => !busy && setAsking((a) => !a)}>
          <Text className='image-uploader__plus'>+</Text>
          <Text className='image-uploader__count'>{t('common:upload.count', { count: value.length, max })}</Text>
        </View>
      ) : null}
      {asking ? (
        <View className='image-uploader__sources'>
          {SOURCES.map((s) => (
            <Text key={s} className={`image-uploader__source image-uploader__source--${s}`} onClick={() => void add(s)}>{t(`common:upload.${s}`)}</Text>
          ))}
        </View>
      ) : null}
    </View>
  )
}
