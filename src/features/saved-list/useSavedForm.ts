import { useState } from 'react'
import { useResource, type Resource } from '@/features/resource/useResource'
import { toast } from '@/services/toast'
import { back } from '@/utils/navigate'
import { idParam } from '@/utils/pageParams'

export interface SavedFormOptions<F, T> {
  empty: F
  /** the saved one to edit (`?id=`); null when it is gone */
  load: (id: number) => Promise<T | null>
  toForm: (saved: T) => F
  /** what is wrong with the form, in words for a toast; null: send it */
  check: (form: F) => string | null
  /** adds (id 0) or edits, and does what follows a save before the page goes back */
  save: (id: number, form: F) => Promise<unknown>
  savedText: string
}

export interface SavedForm<F, T> {
  /** 0: a new one */
  id: number
  resource: Resource<T | null>
  form: F
  set: (patch: Partial<F>) => void
  setForm: (update: (f: F) => F) => void
  busy: boolean
  save: () => Promise<void>
}

/**
 * The edit page of a list with a default: the saved one (`?id=`) fills the form, a new one starts
 * empty; save checks the form, sends it once at a time, says so and goes back to the list.
 */
export function useSavedForm<F, T>(options: SavedFormOptions<F, T>): SavedForm<F, T> {
  const [id] = useState(() => idParam('id'))
  const [form, setFormState] = useState<F>(options.empty)
  const [busy, setBusy] = useState(false)

  const resource = useResource(
    async () => {
      if (!id) return null
      const saved = await options.load(id)
      if (saved) setFormState(options.toForm(saved))
      return saved
    },
    { login: true },
  )

  const save = async () => {
    if (busy) return
    const problem = options.check(form)
    if (problem) {
      toast(problem)
      return
    }
    setBusy(true)
    try {
      await options.save(id, form)
      toast(options.savedText)
      back()
    } catch {
      // the request layer showed the server's message; the form stays
    } finally {
      setBusy(false)
    }
  }

  return { id, resource, form, set: (patch) => setFormState((f) => ({ ...f, ...patch })), setForm: setFormState, busy, save }
}
