import type { Generated } from 'kysely'

// Store notes, help and notices (migration 0017_content). Bodies are JSON text of ContentBlock[]
// (content.body.ts); `*_en` columns hold the English text, '' meaning "use the Chinese one".

export interface ContentNoteTable {
  note_id: Generated<number>
  website_id: number
  /** the shop that wrote it; 0: the platform */
  site_id: Generated<number>
  note_title: string
  note_title_en: Generated<string>
  note_abstract: Generated<string>
  note_abstract_en: Generated<string>
  cover_img: Generated<string>
  body: string
  body_en: Generated<string>
  /** raised by one per detail view, atomically */
  read_num: Generated<number>
  /** 1 shown, 0 hidden (answers not found) */
  is_show: Generated<number>
  /** ascending; then newest first */
  sort: Generated<number>
  created_at: number
}

/** The goods a note mentions, in its order. */
export interface ContentNoteGoodsTable {
  id: Generated<number>
  note_id: number
  goods_id: number
  sort: Generated<number>
}

export interface ContentHelpClassTable {
  class_id: Generated<number>
  website_id: number
  class_name: string
  class_name_en: Generated<string>
  is_show: Generated<number>
  sort: Generated<number>
}

export interface ContentHelpTable {
  id: Generated<number>
  website_id: number
  class_id: number
  title: string
  title_en: Generated<string>
  body: string
  body_en: Generated<string>
  is_show: Generated<number>
  sort: Generated<number>
  created_at: number
}

export interface ContentNoticeTable {
  id: Generated<number>
  website_id: number
  title: string
  title_en: Generated<string>
  body: string
  body_en: Generated<string>
  /** 1: listed before the others */
  is_top: Generated<number>
  is_show: Generated<number>
  sort: Generated<number>
  created_at: number
}

export interface ContentTables {
  content_note: ContentNoteTable
  content_note_goods: ContentNoteGoodsTable
  content_help_class: ContentHelpClassTable
  content_help: ContentHelpTable
  content_notice: ContentNoticeTable
}
