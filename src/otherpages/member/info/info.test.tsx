import { fireEvent } from '@testing-library/react'
import { MediaCancelled } from '@/platform/media'
import { clearToast, fakeApi, flush, lastToast, memberInfo, refuse, renderApp, signIn, signOut } from '@/testing'
import MemberInfoPage from './info'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/member/info/info'),
}))
jest.mock('@/platform/media', () => ({ ...jest.requireActual('@/platform/media'), chooseImages: jest.fn() }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
const nav = require('@/utils/navigate') as { go: jest.Mock }
const { chooseImages } = require('@/platform/media') as { chooseImages: jest.Mock }

const INFO = 'memberInfo'
// 1990-05-04 00:00 China time
const BIRTHDAY = Date.UTC(1990, 4, 4) / 1000 - 8 * 3600
const ME = memberInfo({ member_id: 7, nickname: '小明', headimg: 'upload/old.png', mobile: '13800000001', realname: '', sex: 2, birthday: BIRTHDAY, is_set_password: 1, is_set_pay_password: 0 })

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  chooseImages.mockReset()
  clearToast()
})

const row = (c: HTMLElement, key: string) => c.querySelector(`.info-row--${key}`) as HTMLElement

describe('member info page', () => {
  it('lists the spec labels with the member values', async () => {
    signIn(ME)
    fakeApi({ [INFO]: ME })
    const { container } = renderApp(<MemberInfoPage />)
    await flush()
    const labels = Array.from(container.querySelectorAll('.info-row__label')).map((e) => e.textContent)
    expect(labels).toEqual(['头像', '账号', '昵称', '真实姓名', '性别', '生日', '密码', '支付密码', '手机号'])
    expect(row(container, 'sex').textContent).toContain('女')
    expect(row(container, 'birthday').textContent).toContain('1990-05-04')
    expect(row(container, 'mobile').textContent).toContain('138****0001')
    expect(row(container, 'realname').textContent).toContain('未设置')
    expect(row(container, 'password').textContent).toContain('修改')
    expect(row(container, 'paypassword').textContent).toContain('未设置')
    fireEvent.click(row(container, 'birthday'))
    expect(nav.go).toHaveBeenCalledWith('/otherpages/member/info_edit/info_edit?type=birthday')
  })

  it('English labels', async () => {
    signIn(ME)
    fakeApi({ [INFO]: ME })
    const { container } = renderApp(<MemberInfoPage />, 'en-us')
    await flush()
    const labels = Array.from(container.querySelectorAll('.info-row__label')).map((e) => e.textContent)
    expect(labels).toEqual(['Head image', 'Account', 'Nickname', 'Real name', 'Sex', 'Birthday', 'Password', 'Pay password', 'Mobile phone'])
  })

  it('head image: album, upload to /api/upload/headimg, then modifyheadimg with the path, shown after', async () => {
    signIn(ME)
    let current = ME
    const api = fakeApi({
      [INFO]: () => current,
      uploadImage: { pic_path: 'upload/member/202501/new.jpg', pic_name: 'new.jpg' },
      memberModifyHeadimg: (d) => {
        current = { ...current, headimg: d.headimg }
        return null
      },
    })
    chooseImages.mockResolvedValue([{ path: 'blob:compressed-1' }])
    const { container } = renderApp(<MemberInfoPage />)
    await flush()
    fireEvent.click(row(container, 'headimg'))
    await flush()
    expect(container.querySelector('.info-headimg-source--camera')?.textContent).toBe('拍照')
    fireEvent.click(container.querySelector('.info-headimg-source--album')!)
    await flush(5)
    expect(chooseImages).toHaveBeenCalledWith({ count: 1, sourceType: ['album'] })
    const up = api.to('uploadImage')
    expect(up).toHaveLength(1)
    expect(up[0].data).toMatchObject({ filePath: 'blob:compressed-1', name: 'file', token: 'tk-member' })
    expect(api.to('memberModifyHeadimg').map((c) => c.data.headimg)).toEqual(['upload/member/202501/new.jpg'])
    expect(lastToast()).toBe('修改成功')
    expect(row(container, 'headimg').querySelector('.info-row__headimg')?.getAttribute('src')).toBe('https://img.test/upload/member/202501/new.jpg')
  })

  it('a refused upload (negative code) sets nothing and shows the message', async () => {
    signIn(ME)
    const api = fakeApi({ [INFO]: ME, uploadImage: refuse(-20411, '只能上传JPG、PNG、GIF或WebP格式的图片') })
    chooseImages.mockResolvedValue([{ path: 'blob:x' }])
    const { container } = renderApp(<MemberInfoPage />)
    await flush()
    fireEvent.click(row(container, 'headimg'))
    fireEvent.click(container.querySelector('.info-headimg-source--camera')!)
    await flush(5)
    expect(chooseImages).toHaveBeenCalledWith({ count: 1, sourceType: ['camera'] })
    expect(lastToast()).toBe('只能上传JPG、PNG、GIF或WebP格式的图片')
    expect(api.to('memberModifyHeadimg')).toHaveLength(0)
  })

  it('a cancelled picker does nothing and says nothing', async () => {
    signIn(ME)
    const api = fakeApi({ [INFO]: ME })
    chooseImages.mockRejectedValue(new MediaCancelled())
    const { container } = renderApp(<MemberInfoPage />)
    await flush()
    fireEvent.click(row(container, 'headimg'))
    fireEvent.click(container.querySelector('.info-headimg-source--album')!)
    await flush()
    expect(lastToast()).toBe('')
    expect(api.calls.filter((c) => c.name !== INFO)).toHaveLength(0)
  })

  it('visitors get the login prompt back to this page', async () => {
    signOut()
    fakeApi({})
    const { container } = renderApp(<MemberInfoPage />)
    await flush()
    expect(container.querySelector('.member-info-page')).toBeNull()
    fireEvent.click(container.querySelector('.login-prompt__button')!)
    expect(nav.go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/otherpages/member/info/info')}`)
  })
})
