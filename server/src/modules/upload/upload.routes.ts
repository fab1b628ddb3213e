import fastifyMultipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../http/envelope.js'
import { Base64Body, UploadParams, type Base64Input, type UploadParamsInput } from './upload.schema.js'
import { UPLOAD_LIMITS, storeBase64Image, storeMemberImage, type IncomingImage } from './upload.service.js'

/** The one file part of a multipart upload, kept aside while the fields become the body. */
const fileOf = new WeakMap<FastifyRequest, IncomingImage>()

export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  // Registered inside this plugin, so only the upload routes accept multipart. Fields become a plain
  // body (token, app_type … reach the request context like any POST); the file is read up to one
  // byte past the limit so an oversize file is recognised (truncated) without buffering all of it.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_LIMITS.maxBytes + 1, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const data = await part.toBuffer()
      fileOf.set(this, { data, truncated: part.file.truncated, filename: part.filename })
    },
  })

  app.post<{ Body: Base64Input }>('/api/upload/headimgBase64', { schema: { body: Base64Body } }, async (req) =>
    ok(await storeBase64Image(req.ctx, req.body.images)))

  app.post<{ Params: UploadParamsInput }>('/api/upload/:path', { schema: { params: UploadParams } }, async (req) =>
    ok(await storeMemberImage(req.ctx, req.params.path, fileOf.get(req) ?? { data: null })))
}
