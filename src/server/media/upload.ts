import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../common/media';
import { badRequest, HttpError } from '../lib/http-errors';
import { currentUser } from '../plugins/auth';

const PHOTO_TOO_LARGE = `The photo must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;

/**
 * The one file of a multipart upload, read whole (at most MAX_IMAGE_BYTES, see app.ts), once the
 * signed-in account is within its hourly uploads.
 */
export async function readUploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the photo as multipart/form-data, in a file field named "photo".');
  }
  await request.server.admitPhotoUpload(currentUser(request).id);
  try {
    const file = await request.file();
    if (!file) throw badRequest('No photo was sent: add a file field named "photo".');
    const body = await file.toBuffer();
    if (body.length === 0) throw badRequest('The photo is empty.');
    return body;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, PHOTO_TOO_LARGE);
    // A body that breaks off or whose boundaries do not match is the client's mistake, not ours.
    throw badRequest(
      'The upload could not be read: send it as multipart/form-data with one file field named "photo".',
    );
  }
}
