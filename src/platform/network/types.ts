/** One HTTP call as the API client makes it: JSON out (the query for GET), JSON back. */
export interface HttpRequest {
  url: string
  method: 'GET' | 'POST'
  data: Record<string, unknown>
  header: Record<string, string>
  timeout: number
}

export interface HttpResponse<T> {
  statusCode: number
  /** the parsed JSON body; null when the body was not JSON */
  data: T | null
}
