// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** A page of running and coming topics, newest start first */
export const topicPage = /*#__PURE__*/ endpoint<T.TopicPageInput, T.TopicPageData>("POST", "/api/topic/page")

/** A topic with its goods at the topic price */
export const topicDetail = /*#__PURE__*/ endpoint<T.TopicDetailInput, T.TopicDetailData>("POST", "/api/topic/detail")
