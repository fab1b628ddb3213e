import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, StringEnum } from '../../contract/endpoint.js'
import { CommonError } from '../../contract/errors.js'
import { MemberError } from '../member/member.messages.js'

export const UPLOAD_KINDS = ['headimg', 'evaluate', 'refund', 'image'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

export const UploadParams = Type.Object({ path: StringEnum(UPLOAD_KINDS, 'UploadKind', 'what the image is for') })
export type UploadParamsInput = Static<typeof UploadParams>

/**
 * A data URL or bare base64. The bound lies above the encoding of a 2 MB image (about 2.8 M characters,
 * line breaks included), so an image a little too big still gets its own message (-20412).
 */
export const Base64Body = Type.Object({ images: Type.String({ maxLength: 4 * 1024 * 1024, description: 'a data:image/...;base64 URL or bare base64 of a JPEG, PNG, GIF or WebP up to 2 MB' }) })
export type Base64Input = Static<typeof Base64Body>

export const UploadedImage = Type.Object({
  /** the public path (`upload/member/202406/3f…a1.png`), served under /upload/ */
  pic_path: Type.String({ description: 'upload/member/<yyyymm>/<random>.<ext> (jpg, png or webp), served under /upload/ with <random>_big, _mid and _small beside it' }),
  /** the client's file name reduced to a base name, or the stored name */
  pic_name: Type.String({ description: "the client's file name without folders, or the stored name" }),
}, { title: 'UploadedImage' })
export type UploadedImage = Static<typeof UploadedImage>

// every try counts against the member's hourly limit (-10029), refused ones too
const imageErrors = [MemberError.UPLOAD_TYPE, MemberError.UPLOAD_SIZE, MemberError.UPLOAD_PIXELS, MemberError.UPLOAD_EMPTY, CommonError.TOO_MANY_REQUESTS] as const

// what happens to every accepted image (upload.image.ts)
const REENCODED =
  'The picture is decoded and stored anew, never as sent: JPEG stays JPEG, PNG stays PNG, WebP stays WebP, a GIF becomes a PNG ' +
  'of its first frame; bytes after the image and all metadata (EXIF with GPS, comments) are dropped, the EXIF orientation is ' +
  'applied, colours are converted to sRGB and a long side above 2000 px is scaled down. Beside it <name>_big, _mid and _small ' +
  '(fitting 700, 400 and 100 px squares, never enlarged) are stored in the same format. A file the decoder refuses is -20411; ' +
  'more than 40 megapixels (read from the header) is -20419.'

export const uploadApi = defineEndpoints('upload', {
  headimgBase64: {
    method: 'POST', path: '/api/upload/headimgBase64', auth: 'member',
    summary: 'Stores a base64 image (data URL or bare) as a head image: JPEG, PNG, GIF or WebP by content, at most 2 MB',
    description:
      'images is a data:image/...;base64 URL (its declared type is ignored) or bare base64. Only JPEG, PNG, GIF and WebP, ' +
      'recognised by content (-20411 otherwise); at most 2 MB (-20412); nothing sent: -20418. 30 uploads an hour per member, ' +
      'refused tries included (-10029). The stored image belongs to the member, who alone can then make it the head image ' +
      '(/api/member/modifyheadimg). ' + REENCODED,
    input: Base64Body, response: UploadedImage, errors: imageErrors,
  },
  image: {
    method: 'POST', path: '/api/upload/:path', auth: 'member', multipart: true, params: UploadParams,
    summary: 'Stores one image sent as the multipart part `file`: JPEG, PNG, GIF or WebP by content, at most 2 MB',
    description:
      'multipart/form-data with the file in the part file (the common fields and the token may ride as text parts). path says what ' +
      'the image is for: headimg, evaluate, refund or image. Only JPEG, PNG, GIF and WebP, recognised by content; the stored ' +
      'extension follows the content (-20411 otherwise); at most 2 MB (-20412); no file: -20418. 30 uploads an hour per member, ' +
      'refused tries included (-10029). pic_path is upload/member/<yyyymm>/<random>.<ext>, served under /upload/; pic_name is the ' +
      "client's file name without folders. " + REENCODED,
    response: UploadedImage, errors: imageErrors,
  },
})
