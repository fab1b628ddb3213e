import type { ChosenLocation } from './types'

/**
 * The H5 choose-location page is a page of its own: chooseLocation() opens it and waits here, the page
 * settles the wait with the place (or null when the user leaves without one). One wait at a time: a new
 * one ends the previous with null.
 */
let waiting: ((place: ChosenLocation | null) => void) | null = null

export function waitForChoice(): Promise<ChosenLocation | null> {
  settleChoice(null)
  return new Promise((resolve) => {
    waiting = resolve
  })
}

/** Hands the place to whoever waits; false when nobody does (the page was opened by its address). */
export function settleChoice(place: ChosenLocation | null): boolean {
  const resolve = waiting
  waiting = null
  if (!resolve) return false
  resolve(place)
  return true
}

export function isWaitingForChoice(): boolean {
  return waiting !== null
}
