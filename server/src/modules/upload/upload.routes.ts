import fastifyMultipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { registerRoutes } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { invalidParam } from '../../http/errors.js'
import { uploadApi } from './upload.schema.js'
import { UPLOAD_LIMITS, storeBase64Image, storeMemberImage, type IncomingImage } from './upload.service.js'

/** The one file part of a multipart upload, kept aside while the fields become the body. */
const fileOf = new WeakMap<FastifyRequest, IncomingImage>()

export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  // Registered inside this plugin, so only the upload routes accept multipart. Fields become a plain
  // body (token, app_type … reach the request context like any POST); the file is read up to one
  // byte past the limit so an oversize file is recognised (truncated) without buffering all of it.
  // a multipart body without a boundary cannot be read: refused before the multipart parser throws
  app.addHook('preValidation', async (req) => {
    const type = req.headers['content-type']
    if (typeof type === 'string' && /^multipart\//i.test(type) && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) {
      throw invalidParam('file')
    }
  })
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_LIMITS.maxBytes + 1, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      // read here rather than with part.toBuffer(): that attaches the bytes to the part, and the plugin
      // then makes them a body field, which every later hook walks (the input guard byte by byte:
      // 1.5 s of CPU and 250 MB for a 1 MB photo)
      const chunks: Buffer[] = []
      for await (const chunk of part.file) chunks.push(chunk as Buffer)
      fileOf.set(this, { data: Buffer.concat(chunks), truncated: part.file.truncated, filename: part.filename })
    },
  })

  registerRoutes(app, uploadApi, {
    headimgBase64: async (ctx, input) => ok(await storeBase64Image(ctx, input.images)),
    image: async (ctx, _input, req) => ok(await storeMemberImage(ctx, req.params.path, fileOf.get(req) ?? { data: null })),
  })
}
