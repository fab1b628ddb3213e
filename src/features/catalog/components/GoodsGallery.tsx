import { Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { GoodsVideoButton } from '@/features/brand/components/GoodsVideoButton'
import { Carousel, slideImageProps } from '@/platform/carousel'
import { img } from '@/services/image'

/** The goods' images to swipe through (a tap previews them), or the default image; the video button when it has one. */
export function GoodsGallery({ images, videoUrl }: { images: string[]; videoUrl?: string | null }) {
  return (
    <>
      {images.length ? (
        <Carousel
          className='goods-detail__swiper'
          indicator
          slides={images.map((path, i) => (
            <Image
              key={i}
              className='goods-detail__image'
              src={img(path, 'big', 'default_goods_img')}
              mode='aspectFit'
              {...slideImageProps(i)}
              onClick={() => Taro.previewImage({ current: img(path, 'big'), urls: images.map((p) => img(p, 'big')) }).catch(() => undefined)}
            />
          ))}
        />
      ) : (
        <Image className='goods-detail__image' src={img(undefined, 'big', 'default_goods_img')} mode='aspectFit' />
      )}
      {/* only a goods with a video shows the play button (over the gallery's corner) */}
      <GoodsVideoButton videoUrl={videoUrl} />
    </>
  )
}
