import { act, fireEvent } from '@testing-library/react'
import { clearToast, fakeApi, flush, lastToast, memberInfo, renderApp, signIn, signOut } from '@/testing'
import { useMemberStore } from '@/features/member/store'
import ModifyFacePage from './modify_face'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(() => Promise.resolve()), back: jest.fn(() => Promise.resolve()), currentRoute: jest.fn(() => '/otherpages/member/modify_face/modify_face') }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))
jest.mock('@/platform/media', () => ({ ...jest.requireActual('@/platform/media'), chooseImages: jest.fn() }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
const nav = require('@/utils/navigate') as { back: jest.Mock }
const { chooseImages } = require('@/platform/media') as { chooseImages: jest.Mock }

const INFO = 'memberInfo'
const ME = memberInfo({ member_id: 7, nickname: '小明', headimg: 'upload/old.png', mobile: '13800000001' })
const preview = (c: HTMLElement) => c.querySelector('.modify-face__preview')?.getAttribute('src')

afterEach(() => {
  jest.restoreAllMocks()
  chooseImages.mockReset()
  nav.back.mockClear()
  clearToast()
  signOut()
})

describe('head image page', () => {
  it('previews the current picture large; a new one from the album is uploaded, previewed and saved', async () => {
    signIn(ME)
    let current = ME
    const api = fakeApi({
      [INFO]: () => current,
      uploadImage: { pic_path: 'upload/member/202611/new.png', pic_name: 'new.png' },
      memberModifyHeadimg: (d) => {
        current = { ...current, headimg: d.headimg }
        return null
      },
    })
    chooseImages.mockResolvedValue([{ path: 'blob:face' }])
    const { container } = renderApp(<ModifyFacePage />)
    await flush()
    expect(preview(container)).toBe('https://img.test/upload/old.png')
    expect(container.querySelector('.modify-face__save')?.hasAttribute('disabled') || container.querySelector('.modify-face__save')?.className.includes('disabled')).toBe(true)
    fireEvent.click(container.querySelector('.image-uploader__add')!)
    expect(Array.from(container.querySelectorAll('.image-uploader__source')).map((e) => e.textContent)).toEqual(['从相册选择', '拍照'])
    await act(async () => { fireEvent.click(container.querySelector('.image-uploader__source--album')!) })
    await flush(5)
    expect(chooseImages).toHaveBeenCalledWith({ count: 1, sourceType: ['album'] })
    expect(api.to('uploadImage')[0].data).toMatchObject({ filePath: 'blob:face' })
    expect(preview(container)).toBe('https://img.test/upload/member/202611/new.png')
    expect(container.querySelector('.modify-face__caption')?.textContent).toBe('新头像预览')
    expect(api.to('memberModifyHeadimg')).toHaveLength(0)
    await act(async () => { fireEvent.click(container.querySelector('.modify-face__save')!) })
    await flush(5)
    expect(api.to('memberModifyHeadimg').map((c) => c.data.headimg)).toEqual(['upload/member/202611/new.png'])
    expect(lastToast()).toBe('头像已更新')
    expect(useMemberStore.getState().info?.headimg).toBe('upload/member/202611/new.png')
    expect(preview(container)).toBe('https://img.test/upload/member/202611/new.png')
    await act(async () => { await new Promise((r) => setTimeout(r, 700)) })
    expect(nav.back).toHaveBeenCalledTimes(1)
  })

  it('goes back to the default picture', async () => {
    signIn(ME)
    const api = fakeApi({ [INFO]: ME, memberModifyHeadimg: null })
    const { container } = renderApp(<ModifyFacePage />)
    await flush()
    await act(async () => { fireEvent.click(container.querySelector('.modify-face__default')!) })
    await flush(5)
    expect(api.to('memberModifyHeadimg').map((c) => c.data.headimg)).toEqual([''])
  })

  it('asks a visitor to log in', async () => {
    fakeApi({})
    const { container } = renderApp(<ModifyFacePage />)
    await flush()
    expect(container.querySelector('.login-prompt')).not.toBeNull()
  })
})
