import { useEffect, useRef, useState } from 'react'
import { countdownTo, nowSeconds, type CountdownParts } from '@/utils/date'

/**
 * Counts down `seconds` (as the server answered them, so the device clock's offset does not matter)
 * from the moment they arrive; null when there is nothing to count. `onEnd` runs once at zero.
 */
export function useCountdown(seconds: number, onEnd?: () => void): CountdownParts | null {
  const [now, setNow] = useState(nowSeconds)
  const [end, setEnd] = useState(0)
  const endRef = useRef(onEnd)
  endRef.current = onEnd

  useEffect(() => {
    if (!(seconds > 0)) {
      setEnd(0)
      return
    }
    const target = nowSeconds() + seconds
    setEnd(target)
    setNow(nowSeconds())
    let fired = false
    const timer = setInterval(() => {
      const n = nowSeconds()
      setNow(n)
      if (n >= target && !fired) {
        fired = true
        clearInterval(timer)
        endRef.current?.()
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [seconds])

  return end > 0 ? countdownTo(end, now) : null
}
