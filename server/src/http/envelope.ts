export interface Envelope<T = unknown> {
  code: number
  message: string
  data: T
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: 0, message, data }
}
