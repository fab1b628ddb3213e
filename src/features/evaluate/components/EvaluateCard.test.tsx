import { fireEvent, render } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import evaluate from '@/locales/evaluate'
import type { EvaluateItem } from '../api'
import { EvaluateCard } from './EvaluateCard'
import { StarRating } from './StarRating'

function makeI18n(lng: 'zh-cn' | 'en-us' = 'zh-cn') {
  const i18n = i18next.createInstance()
  i18n.init({ lng, fallbackLng: 'zh-cn', lowerCaseLng: true, ns: ['evaluate'], resources: { 'zh-cn': { evaluate: evaluate['zh-cn'] }, 'en-us': { evaluate: evaluate['en-us'] } }, interpolation: { escapeValue: false }, initAsync: false } as any)
  return i18n
}

const base: EvaluateItem = {
  evaluate_id: 7, goods_id: 1, sku_id: 2, sku_name: 'Tea', spec_name: '500g', sku_image: '', content: '', images: [], scores: 4,
  explain_type: 1, is_anonymous: 1, member_name: '张***', member_headimg: '', explain_first: '', again_content: '', again_images: [],
  again_time: 0, create_time: 1_700_000_000,
}

describe('EvaluateCard', () => {
  it('shows member text as text: markup is not parsed', () => {
    const html = '<img src=x onerror="window.hacked=1"><b>bold</b>'
    const { container } = render(<I18nextProvider i18n={makeI18n()}><EvaluateCard item={{ ...base, content: html }} /></I18nextProvider>)
    const content = container.querySelector('.evaluate-card__content') as HTMLElement
    expect(content.textContent).toBe(html)
    expect(container.querySelector('.evaluate-card__content img, .evaluate-card__content b')).toBeNull()
    expect((window as any).hacked).toBeUndefined()
    expect(container.querySelector('.evaluate-card__name')!.textContent).toBe('张***')
  })

  it('says when no text was written, shows pictures, stars and the follow-up', () => {
    const item = { ...base, images: ['upload/member/a.png', 'upload/member/b.png'], again_time: base.create_time + 3 * 86400, again_content: 'still good' }
    const { container } = render(<I18nextProvider i18n={makeI18n('en-us')}><EvaluateCard item={item} /></I18nextProvider>)
    expect(container.querySelector('.evaluate-card__content')!.textContent).toBe('This user wrote no review')
    expect(container.querySelectorAll('.evaluate-card__images--first .evaluate-card__image')).toHaveLength(2)
    expect(container.querySelectorAll('.star-rating__star--on')).toHaveLength(4)
    expect(container.querySelector('.evaluate-card__again-label')!.textContent).toBe('Follow-up after 3 days')
    expect(container.querySelector('.evaluate-card__again-content')!.textContent).toBe('still good')
  })
})

describe('StarRating', () => {
  it('sets the tapped score; read only without onChange', () => {
    const onChange = jest.fn()
    const { container, rerender } = render(<StarRating value={5} onChange={onChange} />)
    fireEvent.click(container.querySelector('[data-star="2"]')!)
    expect(onChange).toHaveBeenCalledWith(2)
    rerender(<StarRating value={2} />)
    expect(container.querySelectorAll('.star-rating__star--on')).toHaveLength(2)
    expect(container.querySelector('.star-rating--edit')).toBeNull()
  })
})
