import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_PREFIX } from '../../common/media';
import type { CounterStore } from '../lib/counter-store';
import { tooManyRequests } from '../lib/http-errors';
import { FileSystemStorage, type MediaStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded photos are stored. */
    media: MediaStorage;
    /** Counts an account's photo uploads: a 429 once it has sent its hour's worth. */
    admitPhotoUpload(userId: string): Promise<void>;
  }
}

interface MediaOptions {
  mediaDir: string;
  /** Photos one account may upload in an hour (UPLOADS_PER_HOUR). */
  uploadsPerHour: number;
  counters: CounterStore;
}

const HOUR_MS = 3_600_000;

/**
 * `app.media`, on the file system under `mediaDir`, and its files served under /media/. Every stored
 * name carries its content's hash, so a photo's URL never shows other bytes: browsers and proxies
 * may keep it for a year without asking again. `app.admitPhotoUpload` counts each account's uploads.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, options: MediaOptions) => {
  fs.mkdirSync(options.mediaDir, { recursive: true });
  app.decorate('media', new FileSystemStorage(options.mediaDir));
  // Each photo costs seconds of CPU and hundreds of MB while decoded: an account's hour is capped.
  app.decorate('admitPhotoUpload', async (userId: string) => {
    const { count, resetInMs } = await options.counters.hit(`upload:${userId}`, HOUR_MS);
    if (count > options.uploadsPerHour) {
      const minutes = Math.ceil(resetInMs / 60_000);
      throw tooManyRequests(
        `You can upload at most ${options.uploadsPerHour} photos an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        Math.ceil(resetInMs / 1000),
      );
    }
  });
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
