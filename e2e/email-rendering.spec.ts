import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { composeMail, type MailContent } from '../src/server/modules/notifications/mail-layout';
import { previewMails } from '../src/server/modules/notifications/messages/registry';

// Every kind of message in the registry, each of its samples' e-mails, in Chromium at a phone's and
// a mail pane's width, light and dark: nothing wider than the window, the logo and the one button
// visible, the dark palette applied. The list comes from the registry, so a new kind is drawn too.
// Screenshots go to screenshots/emails/ (git-ignored), to be looked at.

const OUT = path.join('screenshots', 'emails');

const previews = previewMails({ publicUrl: 'https://attune.london' });

test('every kind in the registry has samples to draw', () => {
  for (const [kind, mails] of previews) expect(mails.length, kind).toBeGreaterThan(0);
});

for (const [kind, mails] of previews) {
  for (const [index, content] of mails.entries()) {
    const name = `${kind}-${index + 1}`;
    test(`the ${name} e-mail reads at 375 and 600 px, light and dark`, async ({ page }) => {
      // Four full-page screenshots: slow on a busy machine.
      test.slow();
      await looksRight(page, content, name);
    });
  }
}

async function looksRight(page: Page, content: MailContent, name: string) {
  const { html } = await composeMail(content);
  for (const width of [375, 600]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await page.setContent(html);
      const at = `${width} px, ${colorScheme}`;
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, at).toBeLessThanOrEqual(0);
      await expect(page.getByText('Attune', { exact: true }).first(), at).toBeVisible();
      if (content.link) await expect(page.getByRole('link', { name: content.link.text }), at).toBeVisible();
      // The colour under the logo, where the page shows (not only the body element's).
      const logo = await page.getByText('Attune', { exact: true }).first().boundingBox();
      const background = await page.evaluate(
        ([x, y]) => {
          for (let el = document.elementFromPoint(x, y); el; el = el.parentElement) {
            const colour = getComputedStyle(el).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)') return colour;
          }
          return '';
        },
        [(logo?.x ?? 0) + 1, (logo?.y ?? 0) + 1] as const,
      );
      expect(background, at).toBe(colorScheme === 'dark' ? 'rgb(22, 30, 33)' : 'rgb(250, 247, 242)');
      await page.screenshot({
        path: path.join(OUT, `${name}-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
}
