import { describe, expect, it } from 'vitest';
import { leadingHeadTagsLength } from './server-render';

// The run of tags React puts before a page's markup, which the server moves into <head>.
describe('leadingHeadTagsLength', () => {
  const length = (html: string) => leadingHeadTagsLength(Buffer.from(html));

  it('spans the title, links and metas React puts first, in bytes', () => {
    const head =
      '<title>Café · Attune</title><link rel="preload" href="/a.webp" as="image"/><meta name="x" content="y"/>';
    expect(length(`${head}<main>£5</main>`)).toBe(Buffer.byteLength(head));
  });

  it('is 0 for markup that starts with the page itself', () => {
    expect(length('<main><title>not hoisted</title></main>')).toBe(0);
  });

  it('reaches the end of markup that is only head tags, or whose rest is shorter than a tag name', () => {
    expect(length('<title>Attune</title>')).toBe(21);
    expect(length('<title>Attune</title><p>')).toBe(21);
    expect(length('')).toBe(0);
  });
});
