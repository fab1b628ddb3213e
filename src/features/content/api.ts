import {
  ContentError, contentHelpClassLists, contentHelpInfo, contentHelpPage, contentNoteDetail, contentNotePage, contentNoticeInfo, contentNoticePage,
  type HelpClass, type HelpInfo, type HelpPage, type NoteDetail, type NotePage, type NoticeInfo, type NoticePage,
} from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'

export type { ContentBlock, HelpClass, HelpInfo, HelpItem, NoteDetail, NoteItem, NoticeInfo, NoticeItem } from '@/services/api/contract.gen'

export function fetchNotePage(page: number, pageSize: number, siteId?: number): Promise<NotePage> {
  return contentNotePage(siteId ? { page, page_size: pageSize, site_id: siteId } : { page, page_size: pageSize })
}

export function fetchHelpClasses(): Promise<HelpClass[]> {
  return contentHelpClassLists({})
}

export function fetchHelpPage(page: number, pageSize: number, classId?: number): Promise<HelpPage> {
  return contentHelpPage(classId ? { page, page_size: pageSize, class_id: classId } : { page, page_size: pageSize })
}

export function fetchNoticePage(page: number, pageSize: number): Promise<NoticePage> {
  return contentNoticePage({ page, page_size: pageSize })
}

/** A detail: the item, or why not (notFound: unknown or hidden, said by the page; else a failure to retry). */
export type DetailResult<T> = { ok: true; data: T } | { ok: false; notFound: boolean }

const NOT_FOUND: number[] = [ContentError.NOTE_NOT_FOUND, ContentError.HELP_NOT_FOUND, ContentError.NOTICE_NOT_FOUND]

async function detail<T>(load: () => Promise<T>): Promise<DetailResult<T>> {
  try {
    return { ok: true, data: await load() }
  } catch (err) {
    return { ok: false, notFound: err instanceof ApiError && NOT_FOUND.includes(err.code) }
  }
}

/** Counts one read on the server. */
export const fetchNoteDetail = (noteId: number) => detail<NoteDetail>(() => contentNoteDetail({ note_id: noteId }, { silent: true }))
export const fetchHelpInfo = (id: number) => detail<HelpInfo>(() => contentHelpInfo({ id }, { silent: true }))
export const fetchNoticeInfo = (id: number) => detail<NoticeInfo>(() => contentNoticeInfo({ id }, { silent: true }))
