// the upload helpers live beside request() (they share its envelope rules)
export { upload, chooseAndUpload, uploadUrl, type UploadResult } from './request'
