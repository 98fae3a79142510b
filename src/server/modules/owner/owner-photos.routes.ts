import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '../../../common/media';
import { errorSchema } from '../../../common/schemas/error';
import { idParamsSchema } from '../../../common/schemas/fields';
import { ownerClassSchema } from '../../../common/schemas/owner-class';
import { ownerStudioSchema } from '../../../common/schemas/owner-studio';
import { ownerTeacherSchema } from '../../../common/schemas/teacher';
import { removePhoto, storePhoto } from '../../media/photo.service';
import { readUploadedPhoto } from '../../media/upload';
import { currentUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/guarded-routes';
import { updateClass } from './owner-classes.repository';
import { ownClass, withUpcomingSessions } from './owner-classes.service';
import { OWNER_ERRORS } from './owner-errors';
import { updateStudio } from './owner-studios.repository';
import { ownStudio, toOwnerStudioDto } from './owner-studios.service';
import { updateTeacher } from './owner-teachers.repository';
import { ownTeacher, toOwnerTeacherDto } from './owner-teachers.service';

const PHOTO_ERRORS = {
  400: errorSchema,
  404: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
  ...OWNER_ERRORS,
};
const PHOTO_DESCRIPTION =
  'multipart/form-data with one file field ("photo"): a JPEG, PNG or WebP of at most 5 MB, recognised by its content. ' +
  'It is stored re-encoded as WebP without metadata at the sizes in IMAGE_SIZES (src/common/media.ts); imageUrl names the detail size.';

export const ownerPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded, doc } = guardedRoutes(app, 'owner', 'owner');
  // Room for the photo and the multipart framing around it; the file itself is capped by multipart.
  const bodyLimit = MAX_IMAGE_BYTES + 64 * 1024;

  app.post(
    '/api/studios/:id/image',
    {
      ...guarded,
      bodyLimit,
      schema: {
        ...doc('Set your studio’s photo'),
        description: PHOTO_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: ownerStudioSchema, ...PHOTO_ERRORS },
      },
    },
    async (request) => {
      // Whose studio it is is settled before the upload is read.
      const studio = await ownStudio(app.db, request.params.id, currentUser(request).id);
      const imageUrl = await storePhoto(app.media, 'studio', studio.id, await readUploadedPhoto(request));
      const updated = await updateStudio(app.db, studio.id, { imageUrl });
      await removePhoto(app.media, studio.imageUrl, imageUrl);
      return toOwnerStudioDto(updated);
    },
  );

  app.post(
    '/api/classes/:id/image',
    {
      ...guarded,
      bodyLimit,
      schema: {
        ...doc('Set your class’s photo'),
        description: PHOTO_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: ownerClassSchema, ...PHOTO_ERRORS },
      },
    },
    async (request) => {
      const { class: cls } = await ownClass(app.db, request.params.id, currentUser(request).id);
      const imageUrl = await storePhoto(app.media, 'class', cls.id, await readUploadedPhoto(request));
      const updated = await updateClass(app.db, cls.id, { imageUrl });
      await removePhoto(app.media, cls.imageUrl, imageUrl);
      return withUpcomingSessions(app.db, updated, app.clock());
    },
  );

  app.post(
    '/api/teachers/:id/image',
    {
      ...guarded,
      bodyLimit,
      schema: {
        ...doc('Set your teacher’s photo (square)'),
        description: PHOTO_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: ownerTeacherSchema, ...PHOTO_ERRORS },
      },
    },
    async (request) => {
      const teacher = await ownTeacher(app.db, request.params.id, currentUser(request).id);
      const imageUrl = await storePhoto(app.media, 'teacher', teacher.id, await readUploadedPhoto(request));
      const updated = await updateTeacher(app.db, teacher.id, { imageUrl });
      await removePhoto(app.media, teacher.imageUrl, imageUrl);
      return toOwnerTeacherDto(updated);
    },
  );
};
