import { useEffect, useRef, useState } from 'react'
import { editCartLine } from './api'

/** A quantity change waits this long for the next tap before it is sent. */
export const EDIT_DEBOUNCE_MS = 400

interface Job {
  timer: ReturnType<typeof setTimeout>
  run: () => Promise<boolean>
}

export interface QuantityEdits {
  /** Quantities tapped but not yet confirmed by the server, by cart_id. */
  pending: ReadonlyMap<number, number>
  /** A tap on a line's stepper: sent after EDIT_DEBOUNCE_MS unless another tap comes first. */
  change: (cartId: number, num: number) => void
  /** Some quantity is still waiting to be sent. */
  waiting: () => boolean
  /** Sends the quantities still waiting; false when the server refused one. */
  flush: () => Promise<boolean>
}

/**
 * The cart's quantity edits: one waiting edit per line, sent after a pause; `onSaved` takes what the server
 * confirmed. Leaving the page (a tab switch) sends the quantities still waiting rather than dropping them.
 */
export function useQuantityEdits(onSaved: (cartId: number, num: number) => void): QuantityEdits {
  const [pending, setPending] = useState<ReadonlyMap<number, number>>(() => new Map())
  const alive = useRef(true)
  const jobs = useRef(new Map<number, Job>())
  const saved = useRef(onSaved)
  saved.current = onSaved

  useEffect(() => {
    alive.current = true
    const waiting = jobs.current
    return () => {
      alive.current = false
      ;[...waiting.values()].forEach((j) => j.run())
    }
  }, [])

  const change = (id: number, num: number) => {
    setPending((m) => new Map(m).set(id, num))
    clearTimeout(jobs.current.get(id)?.timer)
    const run = async (): Promise<boolean> => {
      clearTimeout(jobs.current.get(id)?.timer)
      jobs.current.delete(id)
      const settle = () =>
        setPending((m) => {
          if (m.get(id) !== num) return m // a newer tap is waiting
          const next = new Map(m)
          next.delete(id)
          return next
        })
      try {
        await editCartLine(id, num)
        if (!alive.current) return true
        saved.current(id, num)
        settle()
        return true
      } catch {
        // refused (stock, limits): the request layer showed the server's reason; the line goes back
        if (alive.current) settle()
        return false
      }
    }
    jobs.current.set(id, { timer: setTimeout(run, EDIT_DEBOUNCE_MS), run })
  }

  const flush = async (): Promise<boolean> => {
    const results = await Promise.all([...jobs.current.values()].map((j) => j.run()))
    return results.every(Boolean)
  }

  return { pending, change, waiting: () => jobs.current.size > 0, flush }
}
