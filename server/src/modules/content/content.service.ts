import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { pageResult, paging, type PageResult } from '../../http/paging.js'
import { goodsCards } from '../goods/goods.service.js'
import { excerpt, parseBody } from './content.body.js'
import { ContentError } from './content.messages.js'
import * as repo from './content.repository.js'
import type {
  ContentInfoInput, HelpClass, HelpInfo, HelpItem, HelpPageInput, NoteDetail, NoteDetailInput, NoteItem, NotePageInput, NoticeInfo, NoticeItem,
  NoticePageInput,
} from './content.schema.js'

/** The English text in English when one is stored, else the Chinese one. */
const pick = (ctx: RequestContext, zh: string, en: string | null | undefined) => (ctx.lang === 'en-us' && en ? en : zh)

type NoteRow = NonNullable<Awaited<ReturnType<typeof repo.readNote>>>

function noteItem(ctx: RequestContext, r: NoteRow, goodsCount: number): NoteItem & { body: ReturnType<typeof parseBody> } {
  const body = parseBody(pick(ctx, r.body, r.body_en))
  return {
    note_id: r.note_id,
    site_id: r.site_id,
    site_name: r.site_id ? r.site_name ?? '' : '',
    note_title: pick(ctx, r.note_title, r.note_title_en),
    note_abstract: pick(ctx, r.note_abstract, r.note_abstract_en) || excerpt(body),
    cover_img: r.cover_img,
    read_num: Number(r.read_num),
    goods_count: goodsCount,
    create_time: Number(r.created_at),
    body,
  }
}

export async function notePage(ctx: RequestContext, input: NotePageInput): Promise<PageResult<NoteItem>> {
  const { pageSize, offset } = paging(input)
  const count = await repo.countNotes(ctx.db, ctx.websiteId, input.site_id)
  if (offset >= count) return pageResult([], count, pageSize)
  const rows = await repo.pageNotes(ctx.db, ctx.websiteId, input.site_id, pageSize, offset)
  return pageResult(rows.map((r) => {
    const { body: _body, ...item } = noteItem(ctx, r, Number(r.goods_count ?? 0))
    return item
  }), count, pageSize)
}

/** Counts the read, then answers the note with the goods it mentions that are on sale. */
export async function noteDetail(ctx: RequestContext, input: NoteDetailInput): Promise<NoteDetail> {
  const note = await repo.readNote(ctx.db, ctx.websiteId, input.note_id)
  if (!note) throw new DomainError(ContentError.NOTE_NOT_FOUND, 'content_note_not_found')
  const goods = await goodsCards(ctx, await repo.noteGoodsIds(ctx.db, note.note_id))
  const { body, ...item } = noteItem(ctx, note, goods.length)
  return { ...item, content: body, goods }
}

export async function helpClassLists(ctx: RequestContext): Promise<HelpClass[]> {
  const rows = await repo.shownHelpClasses(ctx.db, ctx.websiteId)
  return rows.map((r) => ({ class_id: r.class_id, class_name: pick(ctx, r.class_name, r.class_name_en), help_count: Number(r.help_count ?? 0) }))
}

type HelpRow = Awaited<ReturnType<typeof repo.pageHelps>>[number]
const helpItem = (ctx: RequestContext, r: HelpRow): HelpItem => ({
  id: r.id,
  title: pick(ctx, r.title, r.title_en),
  class_id: r.class_id,
  class_name: pick(ctx, r.class_name, r.class_name_en),
  create_time: Number(r.created_at),
})

export async function helpPage(ctx: RequestContext, input: HelpPageInput): Promise<PageResult<HelpItem>> {
  const { pageSize, offset } = paging(input)
  if (input.class_id && !(await repo.findShownHelpClass(ctx.db, ctx.websiteId, input.class_id))) {
    throw new DomainError(ContentError.HELP_CLASS_NOT_FOUND, 'content_help_class_not_found')
  }
  const count = await repo.countHelps(ctx.db, ctx.websiteId, input.class_id)
  if (offset >= count) return pageResult([], count, pageSize)
  return pageResult((await repo.pageHelps(ctx.db, ctx.websiteId, input.class_id, pageSize, offset)).map((r) => helpItem(ctx, r)), count, pageSize)
}

export async function helpInfo(ctx: RequestContext, input: ContentInfoInput): Promise<HelpInfo> {
  const r = await repo.findShownHelp(ctx.db, ctx.websiteId, input.id)
  if (!r) throw new DomainError(ContentError.HELP_NOT_FOUND, 'content_help_not_found')
  return { ...helpItem(ctx, r), content: parseBody(pick(ctx, r.body, r.body_en)) }
}

type NoticeRow = Awaited<ReturnType<typeof repo.pageNotices>>[number]
const noticeItem = (ctx: RequestContext, r: NoticeRow): NoticeItem => ({
  id: r.id,
  title: pick(ctx, r.title, r.title_en),
  is_top: r.is_top ? 1 : 0,
  create_time: Number(r.created_at),
})

export async function noticePage(ctx: RequestContext, input: NoticePageInput): Promise<PageResult<NoticeItem>> {
  const { pageSize, offset } = paging(input)
  const count = await repo.countNotices(ctx.db, ctx.websiteId)
  if (offset >= count) return pageResult([], count, pageSize)
  return pageResult((await repo.pageNotices(ctx.db, ctx.websiteId, pageSize, offset)).map((r) => noticeItem(ctx, r)), count, pageSize)
}

export async function noticeInfo(ctx: RequestContext, input: ContentInfoInput): Promise<NoticeInfo> {
  const r = await repo.findShownNotice(ctx.db, ctx.websiteId, input.id)
  if (!r) throw new DomainError(ContentError.NOTICE_NOT_FOUND, 'content_notice_not_found')
  return { ...noticeItem(ctx, r), content: parseBody(pick(ctx, r.body, r.body_en)) }
}
