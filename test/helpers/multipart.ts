import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export function multipartFile(
  body: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
) {
  const boundary = `----attune${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'photo'}"; filename="${options.filename ?? 'photo.jpg'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
