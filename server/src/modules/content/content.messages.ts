import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Content codes: -21200 … -21249 (store notes, help, notices). */
export const ContentError = defineErrors('content', {
  /** the note is unknown, hidden, or of another website */
  NOTE_NOT_FOUND: -21201,
  /** the help class is unknown, hidden, or of another website */
  HELP_CLASS_NOT_FOUND: -21202,
  /** the help article is unknown, hidden, in a hidden class, or of another website */
  HELP_NOT_FOUND: -21203,
  /** the notice is unknown, hidden, or of another website */
  NOTICE_NOT_FOUND: -21204,
})

addMessages({
  'zh-cn': {
    content_note_not_found: '笔记不存在或已下架',
    content_help_class_not_found: '帮助分类不存在',
    content_help_not_found: '帮助文章不存在',
    content_notice_not_found: '公告不存在',
  },
  'en-us': {
    content_note_not_found: 'This note does not exist or has been taken down',
    content_help_class_not_found: 'This help category does not exist',
    content_help_not_found: 'This help article does not exist',
    content_notice_not_found: 'This notice does not exist',
  },
})
