import { fireEvent, screen } from '@testing-library/react'
import { fakeApi, flush, renderApp, type CallData } from '@/testing'
import { AreaPicker } from './AreaPicker'

const REGIONS: Record<number, CallData<'regionChildren'>> = {
  330000: [{ id: 330100, name: '杭州市', level: 2 }, { id: 330200, name: '宁波市', level: 2 }],
  330100: [{ id: 330106, name: '西湖区', level: 3 }, { id: 330108, name: '滨江区', level: 3 }],
  330200: [{ id: 330203, name: '海曙区', level: 3 }],
  440000: [{ id: 441900, name: '东莞市', level: 2 }],
  441900: [],
}

function api() {
  return fakeApi({
    regionProvinces: [{ id: 330000, name: '浙江省' }, { id: 440000, name: '广东省' }],
    regionChildren: (d) => REGIONS[Number(d.pid)] ?? [],
  })
}

const option = (name: string) => {
  const el = Array.from(document.querySelectorAll('.area-option')).find((e) => e.textContent === name)
  if (!el) throw new Error(`no option ${name}`)
  return el
}
const confirmButton = () => document.querySelector('.area-confirm') as HTMLElement

afterEach(() => jest.restoreAllMocks())

describe('area picker', () => {
  it('province, city, district from the region data; confirm only when complete', async () => {
    const calls = api()
    const onConfirm = jest.fn()
    renderApp(<AreaPicker visible value={{}} onConfirm={onConfirm} onClose={() => undefined} />)
    await flush()
    expect(Array.from(document.querySelectorAll('.area-option')).map((e) => e.textContent)).toEqual(['浙江省', '广东省'])
    fireEvent.click(confirmButton())
    expect(onConfirm).not.toHaveBeenCalled()
    fireEvent.click(option('浙江省'))
    await flush()
    expect(calls.to('regionChildren').map((c) => c.data.pid)).toEqual([330000])
    fireEvent.click(option('杭州市'))
    await flush()
    fireEvent.click(confirmButton())
    expect(onConfirm).not.toHaveBeenCalled()
    fireEvent.click(option('西湖区'))
    await flush()
    expect(option('西湖区').className).toContain('area-option--active')
    fireEvent.click(confirmButton())
    expect(onConfirm).toHaveBeenCalledWith({
      province_id: 330000, province_name: '浙江省', city_id: 330100, city_name: '杭州市', district_id: 330106, district_name: '西湖区', no_districts: false,
    })
  })

  it('a city without districts is complete at the city; a tab goes back a level', async () => {
    api()
    const onConfirm = jest.fn()
    renderApp(<AreaPicker visible onConfirm={onConfirm} onClose={() => undefined} />)
    await flush()
    fireEvent.click(option('广东省'))
    await flush()
    fireEvent.click(option('东莞市'))
    await flush()
    // the cities stay listed, 东莞市 chosen
    expect(option('东莞市').className).toContain('area-option--active')
    fireEvent.click(confirmButton())
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ city_id: 441900, district_id: 0, district_name: '', no_districts: true }))
    fireEvent.click(screen.getByText('广东省', { selector: '.area-picker__tab' }))
    await flush()
    expect(Array.from(document.querySelectorAll('.area-option')).map((e) => e.textContent)).toEqual(['浙江省', '广东省'])
  })

  it('opens on the districts of an address being edited', async () => {
    api()
    renderApp(
      <AreaPicker
        visible
        value={{ province_id: 330000, province_name: '浙江省', city_id: 330100, city_name: '杭州市', district_id: 330108, district_name: '滨江区' }}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    )
    await flush()
    expect(Array.from(document.querySelectorAll('.area-option')).map((e) => e.textContent)).toEqual(['西湖区', '滨江区'])
    expect(option('滨江区').className).toContain('area-option--active')
    expect(confirmButton().hasAttribute('disabled') || confirmButton().className.includes('disabled')).toBe(false)
  })
})
