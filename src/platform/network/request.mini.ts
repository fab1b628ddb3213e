import Taro from '@tarojs/taro'
import type { HttpRequest, HttpResponse } from './types'

/** The mini-programs' request API (it puts GET data into the query itself). Rejects when no answer came. */
export async function httpRequest<T>(req: HttpRequest): Promise<HttpResponse<T>> {
  const res = await Taro.request<T>({ ...req, dataType: 'json' })
  return { statusCode: res.statusCode, data: (res.data ?? null) as T | null }
}
