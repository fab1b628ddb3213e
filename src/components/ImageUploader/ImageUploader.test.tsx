import { act, fireEvent } from '@testing-library/react'
import { renderApp } from '@/testing'
import { ImageUploader } from './ImageUploader'

jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p}` }))
jest.mock('@/services/toast', () => ({ toast: jest.fn() }))
jest.mock('@/platform/media', () => ({
  chooseImages: jest.fn(async ({ count }: { count: number }) => Array.from({ length: Math.min(count, 3) }, (_, i) => ({ path: `blob:${i}` }))),
  isCancelError: () => false,
}))

const { chooseImages } = require('@/platform/media') as { chooseImages: jest.Mock }

describe('image uploader', () => {
  it('asks album or camera, uploads no more than the room left, one by one, and removes one on the corner', async () => {
    let value: string[] = ['upload/a.png']
    const upload = jest.fn(async (p: string) => `upload/${p.slice(5)}.png`)
    const view = () => <ImageUploader value={value} onChange={(v) => { value = v }} max={3} upload={upload} />
    const r = renderApp(view())
    expect(r.container.querySelector('.image-uploader__sources')).toBeNull()
    fireEvent.click(r.container.querySelector('.image-uploader__add')!)
    await act(async () => { fireEvent.click(r.container.querySelector('.image-uploader__source--camera')!) })
    expect(chooseImages).toHaveBeenCalledWith({ count: 2, sourceType: ['camera'] })
    expect(upload.mock.calls.map((c) => c[0])).toEqual(['blob:0', 'blob:1'])
    expect(value).toEqual(['upload/a.png', 'upload/0.png', 'upload/1.png'])
    r.rerender(view())
    expect(r.container.querySelector('.image-uploader__add')).toBeNull()
    fireEvent.click(r.container.querySelectorAll('.image-uploader__remove')[1])
    expect(value).toEqual(['upload/a.png', 'upload/1.png'])
  })
})
