import { createHash } from 'node:crypto';
import { IMAGE_SIZES, type ImageOwner, type ImageVariant } from '../../common/media';
import { concurrencyLimit } from '../lib/concurrency-limit';
import { badRequest, HttpError } from '../lib/http-errors';

/**
 * Decoding a picture takes memory in proportion to its pixels, not its file size: a 200 KB PNG can
 * claim 20000 × 20000 pixels (an "image bomb"). 40 megapixels admits a phone's full-size photo; four
 * 49 MP 16-bit PNGs at once took the server from 323 MB to 803 MB.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** Photos decoded at once in this process; more wait their turn, so memory stays bounded. */
const PHOTOS_AT_ONCE = 2;
const oneOfFew = concurrencyLimit(PHOTOS_AT_ONCE);

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const NOT_AN_IMAGE = 'The photo must be a JPEG, PNG or WebP image.';
const TOO_MANY_PIXELS = `The photo is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;
const TOO_DEEP = 'The photo must have 8 bits per channel: save it as an ordinary JPEG or PNG.';

/** What sharp's refusal means for the person uploading. */
function refusal(err: unknown): HttpError {
  if (err instanceof Error && /pixel limit/i.test(err.message)) return new HttpError(413, TOO_MANY_PIXELS);
  return badRequest(NOT_AN_IMAGE);
}

interface ProcessedImage {
  /** Content hash of the upload: the stored files' names, so a new photo gets new URLs. */
  hash: string;
  variants: Record<ImageVariant, Buffer>;
}

/**
 * Checks what the bytes are (never the file name or the Content-Type the client claims), then
 * re-encodes the photo as WebP at each size the pages use (ADR 0016): cropped to fill, turned
 * upright from its EXIF orientation, and without any metadata (phone photos carry GPS positions;
 * sharp writes none unless asked).
 */
export function processImage(upload: Buffer, owner: ImageOwner): Promise<ProcessedImage> {
  return oneOfFew(() => decodeAndEncode(upload, owner));
}

async function decodeAndEncode(upload: Buffer, owner: ImageOwner): Promise<ProcessedImage> {
  // libvips loads with the first upload (0.1 s), not at every start: most processes never resize.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  let depth: string | undefined;
  let pixels = 0;
  try {
    const meta = await input().metadata();
    format = meta.format;
    depth = meta.depth;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch (err) {
    throw refusal(err);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(NOT_AN_IMAGE);
  if (pixels > MAX_INPUT_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
  // 16 bits a channel double the memory and time of every step, for nothing a web page can show.
  if (depth !== 'uchar') throw badRequest(TOO_DEEP);

  const sizes = IMAGE_SIZES[owner];
  const encode = (variant: ImageVariant) =>
    input()
      .rotate()
      .resize(sizes[variant].width, sizes[variant].height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  try {
    const [card, detail] = await Promise.all([encode('card'), encode('detail')]);
    return {
      hash: createHash('sha256').update(upload).digest('hex').slice(0, 32),
      variants: { card, detail },
    };
  } catch (err) {
    // A header that parses but a body that does not (a truncated file) is still not a photo.
    throw refusal(err);
  }
}
