import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_PREFIX } from '../../common/media';
import { FileSystemStorage, type MediaStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded photos are stored. */
    media: MediaStorage;
  }
}

/**
 * `app.media`, on the file system under `mediaDir`, and its files served under /media/. Every stored
 * name carries its content's hash, so a photo's URL never shows other bytes: browsers and proxies
 * may keep it for a year without asking again.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, options: { mediaDir: string }) => {
  fs.mkdirSync(options.mediaDir, { recursive: true });
  app.decorate('media', new FileSystemStorage(options.mediaDir));
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    schemaHide: true,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
});
