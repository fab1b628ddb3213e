import { act, fireEvent, render } from '@testing-library/react'
import { Carousel } from '.'

function sized(track: HTMLElement, width: number) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: width })
  const scrollTo = jest.fn((opts: ScrollToOptions) => {
    track.scrollLeft = opts.left ?? 0
    fireEvent.scroll(track)
  })
  Object.defineProperty(track, 'scrollTo', { configurable: true, value: scrollTo })
  return scrollTo
}

const slides = ['a', 'b', 'c'].map((s) => <span key={s}>{s}</span>)

describe('Carousel (H5)', () => {
  afterEach(() => jest.useRealTimers())

  it('shows every slide and one dot per slide, the first one current', () => {
    const { container, getByText } = render(<Carousel slides={slides} indicator />)
    for (const s of ['a', 'b', 'c']) expect(getByText(s)).toBeTruthy()
    const dots = container.querySelectorAll('.mall-carousel__dot')
    expect(dots).toHaveLength(3)
    expect(dots[0].classList.contains('mall-carousel__dot--active')).toBe(true)
  })

  it('follows the shopper\'s swipe: the slide scrolled to becomes current and is reported once', () => {
    const onChange = jest.fn()
    const { container } = render(<Carousel slides={slides} indicator onChange={onChange} />)
    const track = container.querySelector('.mall-carousel__track') as HTMLElement
    sized(track, 300)
    track.scrollLeft = 310 // a swipe that has not settled exactly on the snap point
    fireEvent.scroll(track)
    fireEvent.scroll(track)
    const dots = container.querySelectorAll('.mall-carousel__dot')
    expect(dots[1].classList.contains('mall-carousel__dot--active')).toBe(true)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith(1)
  })

  it('moves on by itself, back to the first after the last when looping, and waits while touched', () => {
    jest.useFakeTimers()
    const { container } = render(<Carousel slides={slides} autoplay loop interval={1000} />)
    const track = container.querySelector('.mall-carousel__track') as HTMLElement
    const scrollTo = sized(track, 300)
    act(() => jest.advanceTimersByTime(1000))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' })
    fireEvent.touchStart(track)
    act(() => jest.advanceTimersByTime(3000))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    fireEvent.touchEnd(track)
    act(() => jest.advanceTimersByTime(2000))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' })
    expect(scrollTo).toHaveBeenCalledTimes(3)
  })

  it('stops at the last slide without loop, and never moves a single slide', () => {
    jest.useFakeTimers()
    const { container, rerender } = render(<Carousel slides={slides} autoplay interval={1000} />)
    const track = container.querySelector('.mall-carousel__track') as HTMLElement
    const scrollTo = sized(track, 300)
    act(() => jest.advanceTimersByTime(5000))
    expect(scrollTo).toHaveBeenCalledTimes(2)
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' })

    rerender(<Carousel slides={[slides[0]]} autoplay indicator interval={1000} />)
    scrollTo.mockClear()
    act(() => jest.advanceTimersByTime(5000))
    expect(scrollTo).not.toHaveBeenCalled()
    expect(container.querySelectorAll('.mall-carousel__dot')).toHaveLength(0)
  })
})
