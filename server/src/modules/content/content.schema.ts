import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { GoodsCard } from '../goods/goods.schema.js'
import { BLOCK_TYPES } from './content.body.js'
import { ContentError } from './content.messages.js'

/** One block of a body: a subheading, a paragraph (plain text, newlines kept) or a picture. */
export const ContentBlock = Type.Object({
  type: StringEnum(BLOCK_TYPES, 'ContentBlockType', "'title' a subheading, 'text' a paragraph, 'image' a picture"),
  text: Type.String({ description: "plain text of 'title' and 'text' (never markup); '' for 'image'" }),
  image: Type.String({ description: "upload-relative path of 'image'; '' otherwise" }),
}, { title: 'ContentBlock' })

const bodyDescription = 'the body as blocks, in the caller\'s language (Chinese where no English text is stored)'

// ---- store notes ----

export const NotePageBody = Type.Object({
  ...PagingFields,
  site_id: Type.Optional(Id({ minimum: 0, description: "one shop's notes; 0 or absent: every note (shops' and the platform's)" })),
})
export type NotePageInput = Static<typeof NotePageBody>

const noteFields = {
  note_id: Type.Integer(),
  site_id: Type.Integer({ description: '0: a platform note' }),
  site_name: Type.String({ description: "the shop's name; '' for a platform note" }),
  note_title: Type.String(),
  note_abstract: Type.String({ description: 'the stored summary, else the first words of the body' }),
  cover_img: Type.String({ description: "upload-relative path; '' when none" }),
  read_num: Type.Integer({ minimum: 0 }),
  goods_count: Type.Integer({ minimum: 0, description: 'how many goods on sale it mentions' }),
  create_time: Type.Integer({ description: 'Unix seconds' }),
}
export const NoteItem = Type.Object(noteFields, { title: 'NoteItem' })
export type NoteItem = Static<typeof NoteItem>

export const NoteDetailBody = Type.Object({ note_id: Id() })
export type NoteDetailInput = Static<typeof NoteDetailBody>

export const NoteDetail = Type.Object({
  ...noteFields,
  content: Type.Array(ContentBlock, { description: bodyDescription }),
  goods: Type.Array(GoodsCard, { description: 'the goods it mentions that are on sale, in its order' }),
}, { title: 'NoteDetail' })
export type NoteDetail = Static<typeof NoteDetail>

// ---- help ----

export const HelpClass = Type.Object({
  class_id: Type.Integer(),
  class_name: Type.String(),
  help_count: Type.Integer({ minimum: 0, description: 'shown articles in it' }),
}, { title: 'HelpClass' })
export type HelpClass = Static<typeof HelpClass>

export const HelpPageBody = Type.Object({
  ...PagingFields,
  class_id: Type.Optional(Id({ minimum: 0, description: 'one class; 0 or absent: every shown class' })),
})
export type HelpPageInput = Static<typeof HelpPageBody>

const helpFields = {
  id: Type.Integer(),
  title: Type.String(),
  class_id: Type.Integer(),
  class_name: Type.String(),
  create_time: Type.Integer({ description: 'Unix seconds' }),
}
export const HelpItem = Type.Object(helpFields, { title: 'HelpItem' })
export type HelpItem = Static<typeof HelpItem>

export const ContentInfoBody = Type.Object({ id: Id() })
export type ContentInfoInput = Static<typeof ContentInfoBody>

export const HelpInfo = Type.Object({ ...helpFields, content: Type.Array(ContentBlock, { description: bodyDescription }) }, { title: 'HelpInfo' })
export type HelpInfo = Static<typeof HelpInfo>

// ---- notices ----

export const NoticePageBody = Type.Object({ ...PagingFields })
export type NoticePageInput = Static<typeof NoticePageBody>

const noticeFields = {
  id: Type.Integer(),
  title: Type.String(),
  is_top: Type.Integer({ minimum: 0, maximum: 1, description: '1: pinned, listed first' }),
  create_time: Type.Integer({ description: 'Unix seconds' }),
}
export const NoticeItem = Type.Object(noticeFields, { title: 'NoticeItem' })
export type NoticeItem = Static<typeof NoticeItem>

export const NoticeInfo = Type.Object({ ...noticeFields, content: Type.Array(ContentBlock, { description: bodyDescription }) }, { title: 'NoticeInfo' })
export type NoticeInfo = Static<typeof NoticeInfo>

export const contentApi = defineEndpoints('content', {
  notePage: {
    method: ['GET', 'POST'], path: '/notes/api/notes/page', summary: 'A page of store notes',
    description:
      'Shown notes (is_show 1) of the website, sort ascending then newest first; site_id limits them to one shop (an unknown shop: ' +
      'an empty page). Titles and summaries in the caller\'s language. page_size 10 by default, 50 at most.',
    input: NotePageBody, response: PageOf(NoteItem, 'NotePage'),
  },
  noteDetail: {
    method: 'POST', path: '/notes/api/notes/detail', summary: 'A store note with its body and the goods it mentions',
    description:
      'Each call counts one read: read_num is raised by an atomic UPDATE (read_num + 1), so concurrent readers are all counted, and ' +
      'the answer carries the count including this read. The goods it mentions come as goods cards in the note\'s order; goods ' +
      'taken off sale drop out. -21201 the note is unknown, hidden or of another website.',
    input: NoteDetailBody, response: NoteDetail,
    errors: [ContentError.NOTE_NOT_FOUND],
  },
  helpClassLists: {
    method: ['GET', 'POST'], path: '/api/helpclass/lists', summary: 'The help classes',
    description: 'Shown classes (is_show 1), sort ascending, with how many shown articles each holds; names in the caller\'s language.',
    response: Type.Array(HelpClass),
  },
  helpPage: {
    method: ['GET', 'POST'], path: '/api/help/page', summary: 'A page of help articles of a class',
    description:
      'Shown articles of a shown class, sort ascending then oldest first; without class_id (or 0) those of every shown class. ' +
      '-21202 the class is unknown, hidden or of another website. page_size 10 by default, 50 at most.',
    input: HelpPageBody, response: PageOf(HelpItem, 'HelpPage'),
    errors: [ContentError.HELP_CLASS_NOT_FOUND],
  },
  helpInfo: {
    method: ['GET', 'POST'], path: '/api/help/info', summary: 'One help article',
    description: '-21203 the article is unknown, hidden, in a hidden class, or of another website.',
    input: ContentInfoBody, response: HelpInfo,
    errors: [ContentError.HELP_NOT_FOUND],
  },
  noticePage: {
    method: ['GET', 'POST'], path: '/api/notice/page', summary: 'A page of platform notices',
    description: 'Shown notices, pinned ones (is_top 1) first, then sort ascending, then newest first. page_size 10 by default, 50 at most.',
    input: NoticePageBody, response: PageOf(NoticeItem, 'NoticePage'),
  },
  noticeInfo: {
    method: ['GET', 'POST'], path: '/api/notice/info', summary: 'One platform notice',
    description: '-21204 the notice is unknown, hidden or of another website.',
    input: ContentInfoBody, response: NoticeInfo,
    errors: [ContentError.NOTICE_NOT_FOUND],
  },
})
