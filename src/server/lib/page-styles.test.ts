import { describe, expect, it } from 'vitest';
import { pageStyles } from './page-styles';

const CSS = [
  '/*! tailwindcss */@layer theme{:root{--spacing:.25rem}}@layer base{h1{font-weight:500}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.py-1\\.5{padding-block:6px}',
  '.\\32 xl\\:flex{@media (width>=96rem){display:flex}}',
  '@media (width>=40rem){.sm\\:px-8{padding-inline:2rem}.sm\\:grid{display:grid}}',
  '.\\[\\&\\>span\\]\\:truncate>span{overflow:hidden}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}',
  '.before\\:content-\\[\\"\\}\\"\\]:before{content:"}"}',
  '}@font-face{font-family:Inter}@keyframes spin{to{rotate:1turn}}',
].join('');

/** A page as the server sends it: UTF-8 bytes. */
const page = (classes: string) => Buffer.from(`<div class="${classes}"><p>text</p></div>`);

describe('pageStyles', () => {
  const styles = pageStyles(CSS);

  it('keeps every utility when the page uses every class', () => {
    const all =
      'flex grid py-1.5 2xl:flex sm:px-8 sm:grid [&amp;&gt;span]:truncate group group-hover:underline';
    expect(styles(page(`${all} before:content-[&quot;}&quot;]`))).toBe(CSS);
  });

  it('keeps only the utilities the page uses, and everything that is not a utility', () => {
    const out = styles(page('grid sm:px-8'));
    expect(out).toContain('.grid{display:grid}');
    expect(out).toContain('@media (width>=40rem){.sm\\:px-8{padding-inline:2rem}}');
    expect(out).not.toMatch(/\.flex\{|py-1|2xl|sm\\:grid|truncate|underline|content-/);
    expect(out).toContain('@layer theme{:root{--spacing:.25rem}}@layer base{h1{font-weight:500}}');
    expect(out).toContain('}@font-face{font-family:Inter}@keyframes spin{to{rotate:1turn}}');
  });

  it('reads class names the way the browser does: escapes in the CSS, entities in the HTML', () => {
    expect(styles(page('2xl:flex'))).toContain('.\\32 xl\\:flex{@media');
    expect(styles(page('[&amp;&gt;span]:truncate'))).toContain('>span{overflow:hidden}');
    expect(styles(page('group-hover:underline'))).toContain('.group-hover\\:underline');
  });

  it('reads every class attribute of the page, whatever text lies between them', () => {
    const html = Buffer.from(
      '<p class="grid">Café · £12 – 10°C</p><span>“quoted”</span><a class="sm:px-8" href="/">x</a><b class="grid">again</b>',
    );
    const out = styles(html);
    expect(out).toContain('.grid{display:grid}');
    expect(out).toContain('.sm\\:px-8{padding-inline:2rem}');
    expect(out).not.toMatch(/\.flex\{|py-1/);
  });

  it('drops empty at-rules, and hands back a stylesheet without utilities unchanged', () => {
    expect(styles(page('flex'))).not.toContain('@media');
    expect(pageStyles('h1{color:red}')(page('flex'))).toBe('h1{color:red}');
  });
});
