import { fireEvent } from '@testing-library/react'
import { renderApp } from '@/testing'
import { GoodsSortBar, useGoodsSort, type GoodsSort } from './GoodsSortBar'

function Harness({ onSort }: { onSort: (s: GoodsSort) => void }) {
  const sort = useGoodsSort()
  onSort(sort)
  return <GoodsSortBar sort={sort} />
}

describe('GoodsSortBar', () => {
  it('price toggles ascending then descending; another tab goes back to descending', () => {
    let sort: GoodsSort | undefined
    const { container } = renderApp(<Harness onSort={(s) => { sort = s }} />, 'en-us')
    expect([sort!.order, sort!.dir]).toEqual(['default', 'desc'])
    const tab = (key: string) => container.querySelector(`.goods-filter__sort--${key}`)!
    fireEvent.click(tab('price'))
    expect([sort!.order, sort!.dir]).toEqual(['price', 'asc'])
    expect(container.querySelector('.goods-filter__up--on')).not.toBeNull()
    fireEvent.click(tab('price'))
    expect([sort!.order, sort!.dir]).toEqual(['price', 'desc'])
    expect(container.querySelector('.goods-filter__down--on')).not.toBeNull()
    fireEvent.click(tab('sale_num'))
    expect([sort!.order, sort!.dir]).toEqual(['sale_num', 'desc'])
    expect(tab('sale_num').className).toContain('goods-filter__sort--active')
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/)
  })
})
