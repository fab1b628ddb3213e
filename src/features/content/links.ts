import { ROUTES } from '@/constants/routes'

export const noteListUrl = (siteId?: number) => (siteId ? `${ROUTES.noteList}?site_id=${siteId}` : ROUTES.noteList)
export const noteDetailUrl = (noteId: number) => `${ROUTES.noteDetail}?note_id=${noteId}`
export const helpListUrl = (classId?: number) => (classId ? `${ROUTES.helpList}?class_id=${classId}` : ROUTES.helpList)
export const helpDetailUrl = (id: number) => `${ROUTES.helpDetail}?id=${id}`
export const noticeListUrl = () => ROUTES.noticeList
export const noticeDetailUrl = (id: number) => `${ROUTES.noticeDetail}?id=${id}`
