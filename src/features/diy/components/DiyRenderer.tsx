import type { DiyComponent } from '../types'
import { DiyBanner, DiyNav, DiyNotice } from './DiyBlocks'
import { DiyGoods, DiyShops } from './DiyListBlocks'
import './Diy.scss'

export { openDiyLink, DiyBanner, DiyNav, DiyNotice } from './DiyBlocks'
export { DiyGoods, DiyShops } from './DiyListBlocks'

export interface DiyRendererProps {
  components: DiyComponent[]
  /** Bumped by pull-down refresh so blocks reload their goods and shops. */
  refreshKey?: number
}

/** Draws decoration components in server order; unknown types are skipped. */
export function DiyRenderer({ components, refreshKey }: DiyRendererProps) {
  return (
    <>
      {components.map((c, i) => {
        const key = `${c.type}-${c.id ?? i}`
        switch (c.type) {
          case 'banner':
            return <DiyBanner key={key} data={c} />
          case 'nav':
            return <DiyNav key={key} data={c} />
          case 'notice':
            return <DiyNotice key={key} data={c} />
          case 'goods':
            return <DiyGoods key={key} data={c} refreshKey={refreshKey} />
          case 'shops':
            return <DiyShops key={key} data={c} refreshKey={refreshKey} />
          default:
            return null
        }
      })}
    </>
  )
}

export default DiyRenderer
