import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import type { ContentBlock } from '../api'
import { ContentBody } from './ContentBody'
import './Article.scss'

/** The frame of a notice or help article: title, a line of facts, the body. */
export function Article({ title, meta, blocks, className }: { title: string; meta: ReactNode; blocks: ContentBlock[]; className?: string }) {
  return (
    <View className={`article ${className ?? ''}`}>
      <Text className='article__title'>{title}</Text>
      <View className='article__meta'>{meta}</View>
      <ContentBody blocks={blocks} />
    </View>
  )
}
