import { useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { noItems, useResource, type Resource } from '@/features/resource/useResource'
import { toast } from '@/services/toast'
import { back } from '@/utils/navigate'

/** A member's saved thing with one default among them (withdrawal accounts, shipping addresses). */
export interface SavedItem {
  id: number
  is_default: number
}

export interface SavedListOptions<T extends SavedItem> {
  load: () => Promise<T[]>
  setDefault: (id: number) => Promise<unknown>
  remove: (id: number) => Promise<unknown>
  /** the i18n prefix of the list's words: `<texts>.deleteTitle`, `.deleteConfirm`, `.deleted` … */
  texts: string
  /** after the server deleted one, before the list loads again (forget what pointed at it) */
  afterRemove?: (item: T) => void
  /** choose mode: a tap hands the item to the page that opened the list, which is shown again */
  choose?: (item: T) => void
}

export interface SavedList<T extends SavedItem> {
  resource: Resource<T[]>
  choosing: boolean
  makeDefault: (item: T) => Promise<void>
  remove: (item: T) => Promise<void>
  pick: (item: T) => void
}

/**
 * The behaviour of a list with a default: loads (again on every return from the edit page), makes one
 * the default, deletes one after a confirm, and in choose mode returns the tapped one to the caller.
 * One action at a time; a refusal was already shown by the request layer.
 */
export function useSavedList<T extends SavedItem>(options: SavedListOptions<T>): SavedList<T> {
  const { t } = useTranslation()
  const { texts, choose } = options
  const resource = useResource(options.load, { login: true, isEmpty: noItems, reloadOnShow: true })
  const [busy, setBusy] = useState(false)

  const act = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false)
    }
  }

  const makeDefault = async (item: T) => {
    if (busy || item.is_default === 1) return
    await act(async () => {
      await options.setDefault(item.id)
      await resource.reload()
    })
  }

  const remove = async (item: T) => {
    if (busy) return
    const answer = await Taro.showModal({
      title: t(`${texts}.deleteTitle`),
      content: t(`${texts}.deleteConfirm`),
      confirmText: t('common:confirm'),
      cancelText: t('common:cancel'),
    })
    if (!answer.confirm) return
    await act(async () => {
      await options.remove(item.id)
      toast(t(`${texts}.deleted`))
      options.afterRemove?.(item)
      await resource.reload()
    })
  }

  const pick = (item: T) => {
    if (!choose) return
    choose(item)
    back()
  }

  return { resource, choosing: Boolean(choose), makeDefault, remove, pick }
}
