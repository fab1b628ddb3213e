import zh from '@/locales/zh-cn/content.json'
import en from '@/locales/en-us/content.json'
import { idParam, MAX_ID } from './params'
import { helpDetailUrl, noteDetailUrl, noteListUrl, noticeDetailUrl } from './links'

describe('content page parameters', () => {
  it('accepts plain positive ids within the server bound', () => {
    expect(idParam('1')).toBe(1)
    expect(idParam('42')).toBe(42)
    expect(idParam(String(MAX_ID))).toBe(MAX_ID)
  })

  it('refuses everything else', () => {
    for (const v of [undefined, null, '', '0', '-1', '01', '1.5', '1e3', ' 1', '1 ', '0x10', 'abc', '1;drop', String(MAX_ID + 1), '99999999999', 5]) {
      expect(idParam(v)).toBeNull()
    }
  })

  it('builds the page links', () => {
    expect(noteDetailUrl(3)).toBe('/otherpages/store_notes/note_detail/note_detail?note_id=3')
    expect(noteListUrl()).toBe('/otherpages/store_notes/note_list/note_list')
    expect(noteListUrl(7)).toBe('/otherpages/store_notes/note_list/note_list?site_id=7')
    expect(helpDetailUrl(2)).toBe('/otherpages/help/detail/detail?id=2')
    expect(noticeDetailUrl(9)).toBe('/otherpages/notice/detail/detail?id=9')
  })
})

describe('content texts', () => {
  const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
    // English has _one / _other forms where Chinese has one text
    [...new Set(Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`.replace(/_(one|other)$/, '')])))]
  const values = (o: Record<string, unknown>): string[] => Object.values(o).flatMap((v) => (v && typeof v === 'object' ? values(v as Record<string, unknown>) : [String(v)]))

  it('has every key in both languages, and no Chinese in English', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort())
    for (const v of values(en)) expect(v).not.toMatch(/[\u4e00-\u9fff]/)
  })
})
