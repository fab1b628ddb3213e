/** Every buyer action the server may allow, in the order the buttons are drawn (main action last). */
export const ORDER_ACTIONS = ['delete', 'close', 'buyagain', 'logistics', 'extendtakedelivery', 'takedelivery', 'evaluateagain', 'evaluate', 'pay'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

/** The buttons for the server's `actions` list: only known actions, each once, in drawing order. */
export function visibleActions(allowed: readonly string[] | null | undefined): OrderAction[] {
  const set = new Set(allowed ?? [])
  return ORDER_ACTIONS.filter((a) => set.has(a))
}

/** The highlighted button (what the buyer most likely wants next). */
export function isPrimaryAction(action: OrderAction): boolean {
  return action === 'pay' || action === 'takedelivery' || action === 'evaluate'
}

/** Actions that change or remove the order and ask first. */
export const CONFIRMED_ACTIONS: readonly OrderAction[] = ['close', 'takedelivery', 'extendtakedelivery', 'delete']
