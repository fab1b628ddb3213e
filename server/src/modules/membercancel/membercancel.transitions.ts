import type { CancelStatus } from './membercancel.table.js'

/** Every allowed move of a cancellation request; the end states never move again. */
export const CANCEL_TRANSITIONS: Readonly<Record<CancelStatus, readonly CancelStatus[]>> = {
  applied: ['approved', 'refused', 'withdrawn'],
  approved: [],
  refused: [],
  withdrawn: [],
}

export function canTransition(from: CancelStatus, to: CancelStatus): boolean {
  return CANCEL_TRANSITIONS[from]?.includes(to) ?? false
}

/** A programming error, not a user's: callers only ask for moves the table allows. */
export function assertTransition(from: CancelStatus, to: CancelStatus): void {
  if (!canTransition(from, to)) throw new Error(`member_cancel: no transition ${from} -> ${to}`)
}
