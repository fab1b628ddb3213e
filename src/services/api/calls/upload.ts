// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint, uploadEndpoint } from '../client'
import type * as T from '../contract.gen'

/** Stores a base64 image (data URL or bare) as a head image: JPEG, PNG, GIF or WebP by content, at most 2 MB (member) */
export const uploadHeadimgBase64 = /*#__PURE__*/ endpoint<T.UploadHeadimgBase64Input, T.UploadHeadimgBase64Data>("POST", "/api/upload/headimgBase64")

/** Stores one image sent as the multipart part `file`: JPEG, PNG, GIF or WebP by content, at most 2 MB (member) */
export const uploadImage = /*#__PURE__*/ uploadEndpoint<T.UploadImageParams, T.UploadImageData>("/api/upload/:path")
