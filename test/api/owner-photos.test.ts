import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageVariantUrl } from '../../src/common/media';
import { classes, sessions, studios } from '../../src/server/db/schema';
import { bearer, createOwnerWithToken, type TestUser } from '../helpers/fixtures';
import { multipartFile } from '../helpers/multipart';
import { addStudioAs, createOwnerWorldWithClass } from '../helpers/owner-world';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let owner: TestUser;
let otherOwner: TestUser;
let student: TestUser;
let studioId: string;
let classId: string;
let phonePhoto: Buffer;

beforeAll(async () => {
  ({ t, owner, otherOwner, student, studioId, classId } = await createOwnerWorldWithClass(
    {
      name: 'Photo Studio',
      address: '2 Camden High Street',
      postcode: 'NW1 0JH',
    },
    {
      title: 'Yin',
      serviceType: 'yoga',
      deliveryMethod: 'in-person',
      duration: 60,
      price: 10,
      maxParticipants: 8,
    },
  ));
  // A session ahead makes the studio public (not a draft, docs/decisions/0065), so its page is the public's.
  const start = new Date(Date.now() + 86_400_000);
  await t.database.db
    .insert(sessions)
    .values({ classId, startTime: start, endTime: new Date(start.getTime() + 3_600_000) });
  // A phone photo: a JPEG carrying EXIF (camera, author) that must not survive.
  phonePhoto = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8fa89b' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Someone', Make: 'PhoneMaker', Model: 'Phone 15' } })
    .toBuffer();
});
afterAll(() => t?.close());

/** A real PNG whose header is rewritten to claim `width` × `height` pixels (an image bomb's trick). */
async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // IHDR is the first chunk: length (4) and type (4) at offset 8, data at 16, its CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

function upload(url: string, body: Buffer, token = owner.token, options = {}) {
  const { payload, headers } = multipartFile(body, options);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
}

async function fetchImage(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : undefined };
}

describe('POST /api/studios/:id/image', () => {
  it('stores the photo re-encoded as WebP at the page sizes, without metadata, cached for a year', async () => {
    const res = await upload(`/api/studios/${studioId}/image`, phonePhoto);
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/media\/studios\/[a-f0-9]{32}-detail\.webp$/);
    expect(res.json()).toMatchObject({ id: studioId, name: 'Photo Studio' });

    const detail = await fetchImage(imageUrl);
    expect(detail.res.headers['content-type']).toBe('image/webp');
    expect(detail.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(detail.meta).toMatchObject({ format: 'webp', ...IMAGE_SIZES.studio.detail });
    expect(detail.meta?.exif).toBeUndefined();
    const card = await fetchImage(imageVariantUrl(imageUrl, 'card'));
    expect(card.meta).toMatchObject({ format: 'webp', ...IMAGE_SIZES.studio.card });
    expect(card.meta?.exif).toBeUndefined();

    // The public studio page shows it at once.
    const page = await t.app.inject({ method: 'GET', url: `/api/studios/${studioId}` });
    expect(page.json().imageUrl).toBe(imageUrl);
  });

  it('a new photo replaces the old one, whose files are removed', async () => {
    const first = (await upload(`/api/studios/${studioId}/image`, phonePhoto)).json().imageUrl;
    const png = await sharp({ create: { width: 640, height: 640, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const res = await upload(`/api/studios/${studioId}/image`, png, owner.token, {
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imageUrl).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: imageVariantUrl(first, 'card') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: res.json().imageUrl })).statusCode).toBe(200);
  });

  it("another owner's studio is a 404, a student 403, no token 401; the photo is unchanged", async () => {
    const [before] = await t.database.db.select().from(studios).where(eq(studios.id, studioId));
    expect((await upload(`/api/studios/${studioId}/image`, phonePhoto, otherOwner.token)).statusCode).toBe(
      404,
    );
    expect((await upload(`/api/studios/${studioId}/image`, phonePhoto, student.token)).statusCode).toBe(403);
    const { payload, headers } = multipartFile(phonePhoto);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/studios/${studioId}/image`,
      payload,
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const [after] = await t.database.db.select().from(studios).where(eq(studios.id, studioId));
    expect(after?.imageUrl).toBe(before?.imageUrl);
  });
});

describe('POST /api/classes/:id/image', () => {
  it('stores the class photo at the class sizes (16:9 detail)', async () => {
    const webp = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c9a27e' } })
      .webp()
      .toBuffer();
    const res = await upload(`/api/classes/${classId}/image`, webp, owner.token, {
      filename: 'x.webp',
      contentType: 'image/webp',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: classId, title: 'Yin' });
    const detail = await fetchImage(res.json().imageUrl);
    expect(detail.meta).toMatchObject({ format: 'webp', ...IMAGE_SIZES.class.detail });
    const listed = await t.app.inject({ method: 'GET', url: `/api/classes/${classId}` });
    expect(listed.json().imageUrl).toBe(res.json().imageUrl);
  });

  it('refuses what is not a photo, whatever its name says, and a photo too big or too many pixels', async () => {
    const url = `/api/classes/${classId}/image`;
    const [before] = await t.database.db.select().from(classes).where(eq(classes.id, classId));
    const renamed = await upload(url, Buffer.from('#!/bin/sh\necho not a photo\n'), owner.token, {
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('The photo must be a JPEG, PNG or WebP image.');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(url, gif, owner.token, { filename: 'a.jpg' })).statusCode).toBe(400);

    const big = await upload(url, Buffer.concat([phonePhoto, randomBytes(6 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The photo must be at most 5 MB.');

    // A PNG that claims 20000 × 20000 pixels in a few bytes: decoding it would take 1.2 GB.
    const bomb = await pngClaiming(20_000, 20_000);
    const bombed = await upload(url, bomb, owner.token, { filename: 'a.png', contentType: 'image/png' });
    expect(bombed.statusCode).toBe(413);
    expect(bombed.json().message).toMatch(/too large: at most 40 megapixels/);

    const json = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(owner.token),
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);

    const [after] = await t.database.db.select().from(classes).where(eq(classes.id, classId));
    expect(after?.imageUrl).toBe(before?.imageUrl);
  });

  it("another owner's class is a 404, a student 403", async () => {
    expect((await upload(`/api/classes/${classId}/image`, phonePhoto, otherOwner.token)).statusCode).toBe(
      404,
    );
    expect((await upload(`/api/classes/${classId}/image`, phonePhoto, student.token)).statusCode).toBe(403);
  });
});

describe('photos are processed within bounds (probe finding 2)', () => {
  it('refuses a 16-bit image and one over 40 megapixels with a 4xx that says why', async () => {
    const url = `/api/studios/${studioId}/image`;
    const deep = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#8fa89b' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const refused = await upload(url, deep, owner.token, { filename: 'a.png', contentType: 'image/png' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'The photo must have 8 bits per channel: save it as an ordinary JPEG or PNG.',
      code: 'VALIDATION',
    });
    // 7000 × 7000 is 49 megapixels: under the old limit, over the new one.
    const huge = await upload(url, await pngClaiming(7000, 7000), owner.token, { filename: 'a.png' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The photo is too large: at most 40 megapixels.');
  });

  it('stores the same photo uploaded four times at once: each write has its own temporary file', async () => {
    const url = `/api/studios/${studioId}/image`;
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(url, phonePhoto)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const { res } = await fetchImage(answers[0]?.json().imageUrl);
    expect(res.statusCode).toBe(200);
  });

  it('takes at most UPLOADS_PER_HOUR photos an hour from one account, then 429', async () => {
    const limited = await createTestApp({ seed: false, uploadsPerHour: 2 });
    try {
      const someone = await createOwnerWithToken(limited.database.db);
      const other = await createOwnerWithToken(limited.database.db);
      const studio = { name: 'Limit Studio', address: '1 Upper Street', postcode: 'N1 0PN' };
      const mine = await addStudioAs(limited, someone.token, studio);
      const theirs = await addStudioAs(limited, other.token, studio);
      const send = (id: string, token: string) => {
        const { payload, headers } = multipartFile(phonePhoto);
        return limited.app.inject({
          method: 'POST',
          url: `/api/studios/${id}/image`,
          payload,
          headers: { ...headers, ...bearer(token) },
        });
      };
      expect((await send(mine, someone.token)).statusCode).toBe(200);
      expect((await send(mine, someone.token)).statusCode).toBe(200);
      const third = await send(mine, someone.token);
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      expect(third.json().message).toMatch(/at most 2 photos an hour/);
      expect(third.headers['retry-after']).toBeDefined();
      // Another account's uploads are its own.
      expect((await send(theirs, other.token)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
