import { View, Text, Image } from '@tarojs/components'
import { img } from '@/services/image'
import type { ContentBlock } from '../api'
import './ContentBody.scss'

/**
 * A body as the server sends it: subheadings, paragraphs and pictures. Text is shown as text (never
 * parsed as markup); pictures are upload paths the server has checked.
 */
export function ContentBody({ blocks, className }: { blocks: ContentBlock[]; className?: string }) {
  return (
    <View className={`content-body ${className ?? ''}`}>
      {blocks.map((b, i) =>
        b.type === 'image' ? (
          b.image ? <Image key={i} className='content-body__image' src={img(b.image, 'big')} mode='widthFix' lazyLoad /> : null
        ) : (
          <Text key={i} className={`content-body__${b.type === 'title' ? 'title' : 'text'}`} userSelect>
            {b.text}
          </Text>
        ),
      )}
    </View>
  )
}
