import { dropHomeShell, resetHomeShell } from './shell.h5'

/** The page as the server sent it (the shell) with the app's home page, shown or not, and its banner. */
function page({ banner = 'none', homeShown = true }: { banner?: 'none' | 'loading' | 'painted'; homeShown?: boolean } = {}) {
  document.body.innerHTML = '<div id="app"><div class="home-diy"><div class="diy-banner"></div></div></div><div id="mall-shell"></div>'
  const home = document.querySelector<HTMLElement>('.home-diy')!
  // jsdom lays nothing out: offsetParent is null for every element
  Object.defineProperty(home, 'offsetParent', { configurable: true, get: () => (homeShown ? document.body : null) })
  if (banner !== 'none') {
    const picture = document.createElement('img')
    Object.defineProperty(picture, 'complete', { configurable: true, get: () => banner === 'painted' })
    Object.defineProperty(picture, 'naturalWidth', { configurable: true, get: () => (banner === 'painted' ? 750 : 0) })
    document.querySelector('.diy-banner')!.appendChild(picture)
    return picture
  }
  return null
}

const shell = () => document.getElementById('mall-shell')

let frames: FrameRequestCallback[] = []
beforeEach(() => {
  frames = []
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    frames.push(cb)
    return frames.length
  })
  resetHomeShell()
})
afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})
const nextFrame = () => frames.shift()?.(0)

describe('the first screen the server drew', () => {
  it('stays until the app\'s own banner has painted, then goes', () => {
    const picture = page({ banner: 'loading' })!
    dropHomeShell()
    nextFrame()
    expect(shell()).not.toBeNull()
    Object.defineProperty(picture, 'complete', { get: () => true })
    Object.defineProperty(picture, 'naturalWidth', { get: () => 750 })
    nextFrame()
    expect(shell()).toBeNull()
  })

  it('goes at once when the page has no banner to wait for, or the home page is not on screen', () => {
    page({ banner: 'loading' })
    dropHomeShell(0)
    expect(shell()).toBeNull()
    page({ banner: 'loading', homeShown: false })
    dropHomeShell()
    expect(shell()).toBeNull()
    page({ banner: 'painted' })
    dropHomeShell()
    expect(shell()).toBeNull()
  })

  it('goes after the longest wait even if the banner never loads', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000)
    page({ banner: 'loading' })
    dropHomeShell(3000)
    nextFrame()
    expect(shell()).not.toBeNull()
    now.mockReturnValue(4_000)
    nextFrame()
    expect(shell()).toBeNull()
  })

  it('does nothing on a page without the shell', () => {
    document.body.innerHTML = '<div id="app"></div>'
    expect(() => dropHomeShell()).not.toThrow()
    expect(frames).toHaveLength(0)
  })
})
