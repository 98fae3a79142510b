import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileSystemStorage } from '../../src/server/media/storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('FileSystemStorage', () => {
  it('writes one key from many requests at once: each write has its own temporary file', async () => {
    const storage = new FileSystemStorage(root);
    const key = `studios/${'a'.repeat(32)}-card.webp`;
    const bodies = Array.from({ length: 16 }, (_, i) => Buffer.alloc(64 * 1024, i));
    const results = await Promise.allSettled(bodies.map((body) => storage.put(key, body)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    // One whole body won; no temporary file is left behind.
    const stored = fs.readFileSync(path.join(root, key));
    expect(bodies.some((body) => body.equals(stored))).toBe(true);
    expect(fs.readdirSync(path.join(root, 'studios'))).toEqual([`${'a'.repeat(32)}-card.webp`]);
  });
});
