import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { encodeQr } from '@/features/qr/encode'
import './order.scss'

/** Runs of equal modules in a row: [dark, length][] (fewer nodes than one per module). */
function runs(row: boolean[]): Array<[boolean, number]> {
  const out: Array<[boolean, number]> = []
  for (const m of row) {
    const last = out[out.length - 1]
    if (last && last[0] === m) last[1]++
    else out.push([m, 1])
  }
  return out
}

/** A QR code of the text drawn with views (works the same on H5 and the mini-programs, no canvas). */
export function QrCode({ text, size = 180, className }: { text: string; size?: number; className?: string }) {
  const qr = useMemo(() => encodeQr(text, { ecl: 'M' }), [text])
  // the quiet zone of 4 modules on every side, as the standard asks
  const cell = Math.max(1, Math.floor(size / (qr.size + 8)))
  const side = cell * qr.size
  return (
    <View className={`order-qr ${className ?? ''}`} style={{ padding: `${cell * 4}px`, width: `${side}px` }} data-qr={text}>
      {qr.modules.map((row, y) => (
        <View key={y} className='order-qr__row' style={{ height: `${cell}px` }}>
          {runs(row).map(([dark, n], i) => (
            <View key={i} className={dark ? 'order-qr__dark' : 'order-qr__light'} style={{ width: `${n * cell}px`, height: `${cell}px` }} />
          ))}
        </View>
      ))}
    </View>
  )
}
