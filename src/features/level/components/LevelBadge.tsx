import { useEffect, useState } from 'react'
import { Text } from '@tarojs/components'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import { fetchLevelInfo, type MemberLevel } from '../api'
import { levelTagStyle } from '../tagStyle'
import './LevelBadge.scss'

export interface LevelBadgeProps {
  /** asks again when the member's growth or level changes (after an order, a sign-in …) */
  growth?: number
  memberLevel?: number
}

/** The member's level name on the member centre's card; opens the level page. Nothing while there is none. */
export function LevelBadge({ growth, memberLevel }: LevelBadgeProps) {
  const [level, setLevel] = useState<MemberLevel | null>(null)
  useEffect(() => {
    let live = true
    fetchLevelInfo({ silent: true })
      .then((info) => live && setLevel(info.level))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [growth, memberLevel])
  if (!level) return null
  return (
    <Text
      className='member-level-badge'
      data-level-id={level.level_id}
      style={levelTagStyle(level.level_color)}
      onClick={(e) => {
        e.stopPropagation()
        go(ROUTES.level)
      }}
    >
      {level.level_tag ? `${level.level_tag} ` : ''}{level.level_name}
    </Text>
  )
}
