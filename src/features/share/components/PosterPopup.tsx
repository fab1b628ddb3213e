import '../i18n'
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Canvas, Image, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { AlbumDenied, isCancelError, media } from '@/platform/media'
import { toast } from '@/services/toast'
import { canvasNode, canvasToFile, loadCanvasImage } from '../canvas'
import { drawPoster, layoutFor } from '../poster'
import { qrMatrix } from '../qr'
import './PosterPopup.scss'

export interface PosterPopupProps {
  visible: boolean
  onClose(): void
  name: string
  priceText: string
  imageUrl: string
  /** what the QR code leads to */
  link: string
}

const CANVAS_ID = 'share-poster-canvas'

/**
 * The mini-programs' share poster: the goods image, name, price and a QR code of the link drawn on a
 * 2D canvas, turned into an image the user can save to the album.
 */
export function PosterPopup({ visible, onClose, name, priceText, imageUrl, link }: PosterPopupProps) {
  const { t } = useTranslation()
  const [file, setFile] = useState('')
  const [failed, setFailed] = useState(false)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!visible || file) return
    let live = true
    setFailed(false)
    const draw = async () => {
      const canvas = await canvasNode(CANVAS_ID)
      const ratio = Math.min(3, Taro.getSystemInfoSync().pixelRatio || 2)
      const tips = [t('share:posterTip'), t('share:posterTip2')]
      const loaded = await loadCanvasImage(canvas, imageUrl)
      const ctx = canvas.getContext('2d')
      const { layout } = layoutFor(ctx, { name, tips })
      // resizing clears the canvas and its state: size first, then draw
      canvas.width = layout.width * ratio
      canvas.height = layout.height * ratio
      drawPoster(canvas.getContext('2d'), {
        name, priceText, tips, qr: qrMatrix(link),
        image: loaded?.image ?? null, imageSize: loaded ? { width: loaded.width, height: loaded.height } : undefined,
      }, ratio)
      return canvasToFile(canvas)
    }
    // the canvas is in the popup: wait for it to be laid out
    const timer = setTimeout(() => {
      draw()
        .then((path) => live && setFile(path))
        .catch(() => live && setFailed(true))
    }, 300)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [visible, file, name, priceText, imageUrl, link, t])

  // another goods or SKU: draw again next time
  useEffect(() => setFile(''), [name, priceText, imageUrl, link])

  const save = async () => {
    if (!file || saving) return
    setSaving(true)
    try {
      await media.saveImageToAlbum(file)
      toast(t('share:saved'))
    } catch (e) {
      if (e instanceof AlbumDenied) {
        toast(t('share:albumDenied'))
        Taro.openSetting().catch(() => undefined)
      } else if (!isCancelError(e)) toast(t('share:saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Popup visible={visible} position='center' round onClose={onClose} className='share-poster'>
      <View className='share-poster__body'>
        {file ? (
          <Image className='share-poster__image' src={file} mode='widthFix' showMenuByLongpress />
        ) : (
          <Text className='share-poster__status'>{failed ? t('share:posterFailed') : t('share:posterDrawing')}</Text>
        )}
        {/* drawn off screen: only the image is shown */}
        <Canvas type='2d' id={CANVAS_ID} className='share-poster__canvas' />
        <Button className='share-poster__save' type='primary' block disabled={!file} loading={saving} onClick={save}>
          {t('share:save')}
        </Button>
      </View>
    </Popup>
  )
}
