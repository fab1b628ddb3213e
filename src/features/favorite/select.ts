/** Edit-mode selection of a list: toggling one, selecting all of the loaded items, or none. */
export function toggle(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

export function toggleAll(selected: ReadonlySet<number>, ids: number[]): Set<number> {
  return ids.length > 0 && ids.every((id) => selected.has(id)) ? new Set() : new Set(ids)
}
