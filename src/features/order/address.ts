/**
 * The delivery address as one line. The server builds full_address as the region names followed by the
 * street (server/src/modules/address: `${regionText} ${address}`) and copies both into the order, so
 * full_address alone is the address; printing both showed the street twice. An older or imported order
 * may carry only the region in full_address: then the street follows it.
 */
export function orderAddressText(fullAddress: string | null | undefined, street: string | null | undefined): string {
  const full = (fullAddress ?? '').trim()
  const rest = (street ?? '').trim()
  if (!rest) return full
  if (!full) return rest
  const squeeze = (s: string) => s.replace(/\s+/g, '')
  return squeeze(full).endsWith(squeeze(rest)) ? full : `${full} ${rest}`
}
