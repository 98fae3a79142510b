import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PREFIX } from '../../common/media';

/**
 * Where uploaded photos live. Keys are relative paths such as `studios/3f9a…-card.webp`; each key is
 * written once and never changed (the name carries a content hash), so whatever serves them may cache
 * them for ever. Object storage (S3, R2, GCS) can replace the file system by implementing these three.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The public URL of a stored key. */
  url(key: string): string;
  /** The key behind one of our URLs, or undefined for any other URL (the demo artwork). */
  keyOf(url: string): string | undefined;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z]+\/[a-f0-9]{16,64}-[a-z]+\.webp$/;

/** Files under one folder (MEDIA_DIR), served by the application under /media/. */
export class FileSystemStorage implements MediaStorage {
  constructor(readonly root: string) {}

  private file(key: string): string {
    // Keys are made by the server, never taken from a request; this keeps it that way.
    if (!SAFE_KEY.test(key)) throw new Error(`not a media key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed, so a reader never sees half a file. The temporary name is random:
    // two requests storing the same photo at once must not write (and rename away) each other's file.
    const temporary = `${file}.${randomBytes(8).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    } catch (err) {
      await fs.rm(temporary, { force: true });
      throw err;
    }
  }

  url(key: string): string {
    return `${MEDIA_PREFIX}${key}`;
  }

  keyOf(url: string): string | undefined {
    if (!url.startsWith(MEDIA_PREFIX)) return undefined;
    const key = url.slice(MEDIA_PREFIX.length);
    return SAFE_KEY.test(key) ? key : undefined;
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}
