import { act, renderHook, waitFor } from '@testing-library/react'
import { CommonError } from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import { useAppStore } from '@/store/app'
import { useResource, noItems, type ResourceOptions } from './useResource'

// Taro calls a page's show hooks from its page runtime, which jest has not: the test shows the page itself
const shows: Array<() => void> = []
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return { ...actual, __esModule: true, default: actual, useDidShow: (cb: () => void) => shows.push(cb) }
})
const showAgain = () => act(() => shows[shows.length - 1]())

const deferred = <T,>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

beforeEach(() => {
  shows.length = 0
  act(() => useAppStore.setState({ token: 'tk' }))
})

describe('useResource', () => {
  it('is loading, then data', async () => {
    const d = deferred<string[]>()
    const { result } = renderHook(() => useResource(() => d.promise, { isEmpty: noItems }))
    expect(result.current.status).toBe('loading')
    await act(async () => d.resolve(['a']))
    expect(result.current.status).toBe('data')
    expect(result.current.data).toEqual(['a'])
  })

  it('is empty when the answer says there is nothing', async () => {
    const { result } = renderHook(() => useResource(() => Promise.resolve([] as string[]), { isEmpty: noItems }))
    await waitFor(() => expect(result.current.status).toBe('empty'))
  })

  it('fails with the error, and a retry that succeeds shows the data', async () => {
    const load = jest.fn().mockRejectedValueOnce(new ApiError(-1, 'down')).mockResolvedValueOnce(7)
    const { result } = renderHook(() => useResource<number>(load))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect((result.current.error as ApiError).message).toBe('down')
    await act(() => result.current.reload())
    expect(result.current.status).toBe('data')
    expect(result.current.data).toBe(7)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the shown data when a reload fails', async () => {
    const load = jest.fn().mockResolvedValueOnce(1).mockRejectedValueOnce(new Error('x'))
    const { result } = renderHook(() => useResource<number>(load))
    await waitFor(() => expect(result.current.status).toBe('data'))
    await act(() => result.current.reload())
    expect(result.current.status).toBe('data')
    expect(result.current.data).toBe(1)
    expect(result.current.error).toBeInstanceOf(Error)
  })

  it('asks nothing without a token, and loads once the member logs in', async () => {
    act(() => useAppStore.setState({ token: '' }))
    const load = jest.fn(() => Promise.resolve('mine'))
    const { result } = renderHook(() => useResource(load, { login: true }))
    expect(result.current.status).toBe('needsLogin')
    expect(load).not.toHaveBeenCalled()
    act(() => useAppStore.setState({ token: 'tk' }))
    await waitFor(() => expect(result.current.status).toBe('data'))
    expect(load).toHaveBeenCalledTimes(1)
    // logged out: the prompt again, and the member's data is gone
    act(() => useAppStore.setState({ token: '' }))
    expect(result.current.status).toBe('needsLogin')
    expect(result.current.data).toBeNull()
  })

  it('drops an answer that arrives after the logout', async () => {
    const d = deferred<string>()
    const { result } = renderHook(() => useResource(() => d.promise, { login: true }))
    act(() => useAppStore.setState({ token: '' }))
    await act(async () => d.resolve('old member'))
    expect(result.current.data).toBeNull()
    expect(result.current.pending).toBe(false)
  })

  it('a refusal that drops the token is needsLogin, other refusals are failures', async () => {
    const load = jest.fn().mockRejectedValueOnce(new ApiError(CommonError.TOKEN_INVALID, 'login')).mockRejectedValueOnce(new ApiError(CommonError.NOT_FOUND, 'gone'))
    const { result } = renderHook(() => useResource(load, { login: true }))
    await waitFor(() => expect(result.current.status).toBe('needsLogin'))
    await act(() => result.current.reload())
    expect(result.current.status).toBe('error')
  })

  it('a public resource ignores the token', async () => {
    act(() => useAppStore.setState({ token: '' }))
    const load = jest.fn(() => Promise.resolve(1))
    const { result } = renderHook(() => useResource(load))
    await waitFor(() => expect(result.current.status).toBe('data'))
    act(() => useAppStore.setState({ token: 'other' }))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again on every show after the first, and counts the shows', async () => {
    const load = jest.fn(() => Promise.resolve(1))
    const { result } = renderHook(() => useResource(load, { reloadOnShow: true }))
    await waitFor(() => expect(result.current.status).toBe('data'))
    showAgain() // the first show comes with the mount
    expect(load).toHaveBeenCalledTimes(1)
    expect(result.current.shows).toBe(0)
    showAgain()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    expect(result.current.shows).toBe(1)
  })

  it('without reloadOnShow a show only counts', async () => {
    const load = jest.fn(() => Promise.resolve(1))
    const { result } = renderHook(() => useResource(load))
    await waitFor(() => expect(result.current.status).toBe('data'))
    showAgain()
    showAgain()
    expect(load).toHaveBeenCalledTimes(1)
    expect(result.current.shows).toBe(1)
  })

  it('a new subject forgets the old answer and drops a late one', async () => {
    const calls: Record<number, ReturnType<typeof deferred<string>>> = { 1: deferred<string>(), 2: deferred<string>() }
    const { result, rerender } = renderHook(({ id }: { id: number }) => useResource(() => calls[id].promise, { deps: [id] }), {
      initialProps: { id: 1 },
    })
    rerender({ id: 2 })
    expect(result.current.status).toBe('loading')
    await act(async () => calls[1].resolve('one'))
    expect(result.current.status).toBe('loading')
    await act(async () => calls[2].resolve('two'))
    expect(result.current.data).toBe('two')
  })

  it('waits while not enabled, and setData changes the shown answer', async () => {
    const load = jest.fn(() => Promise.resolve({ n: 1 }))
    const { result, rerender } = renderHook(({ on }: ResourceOptions<{ n: number }> & { on: boolean }) => useResource(load, { enabled: on }), {
      initialProps: { on: false },
    })
    expect(result.current.status).toBe('loading')
    expect(load).not.toHaveBeenCalled()
    rerender({ on: true })
    await waitFor(() => expect(result.current.status).toBe('data'))
    act(() => result.current.setData((d) => ({ n: d.n + 1 })))
    expect(result.current.data).toEqual({ n: 2 })
  })
})
