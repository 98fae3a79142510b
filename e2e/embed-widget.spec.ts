import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as bare } from '@playwright/test';
import { widgetSnippet } from '../src/client/features/studio-dashboard/components/widget-snippet';
import { startSignedIn } from './support/accounts';
import { dialog } from './support/owner';
import { expect, test } from './support/test';

// The booking widget (issue 30): a studio's next two weeks on the studio's own website, in an iframe.
// The widget and the page that frames it are plain HTML, never the application: they have no
// `data-page-ready` mark, so they are opened on pages of their own (`context.newPage()`).

/** A studio's own website: another origin (another port) serving one page with the widget's snippet. */
async function studioWebsite(snippet: string) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Quiet Room</title></head><body><h1>Quiet Room</h1><p>Book below.</p>${snippet}</body></html>`,
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(done)) };
}

test('a studio’s own website frames the widget: sessions shown, sized by embed.js, Book opens the booking page in a new tab', async ({
  context,
  ownClass,
  student,
  baseURL,
}) => {
  const { cls, sessions } = await ownClass({ startsInHours: [26, 50, 24 * 20] });
  const [first, second, later] = sessions;
  if (!first || !second || !later || !baseURL) throw new Error('three sessions were made');
  const studio = { id: cls.studioId, name: cls.studio.name };
  const site = await studioWebsite(widgetSnippet(new URL(baseURL).origin, studio, true));
  try {
    // The student is signed in to Attune in this browser (in top-level Attune pages only).
    await context.addInitScript(
      ({ origin, token }) => {
        if (window.top === window && location.origin === origin) localStorage.setItem('authToken', token);
      },
      { origin: new URL(baseURL).origin, token: student.token },
    );
    const page = await context.newPage();
    await page.goto(site.url);
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL).origin);
    const iframe = page.locator('iframe[data-attune-widget]');
    const widget = page.frameLocator('iframe[data-attune-widget]');
    await expect(widget.getByRole('heading', { level: 1, name: studio.name })).toBeVisible();
    const books = widget.getByRole('link', { name: new RegExp(`^Book ${cls.title}`) });
    // The sessions of the next 14 days only: not the one in 20 days.
    await expect(books).toHaveCount(2);
    await expect(widget.getByText('£18.00')).toHaveCount(2);

    // embed.js has set the frame to the widget's own height (the snippet's fixed 640 px is gone).
    const frame = page.frames().find((f) => f.url().includes('/embed/studios/'));
    if (!frame) throw new Error('the widget frame is loaded');
    const contentHeight = await frame.evaluate(() =>
      Math.ceil(document.documentElement.getBoundingClientRect().height),
    );
    expect(contentHeight).toBeLessThan(640);
    await expect(iframe).toHaveCSS('height', `${Math.max(120, contentHeight)}px`);
    // No cookie. This browser refuses storage to a frame of another site (reading localStorage
    // throws there), and the widget drew all the same: it stores nothing.
    expect(await frame.evaluate(() => document.cookie)).toBe('');
    const stored = await frame.evaluate(() => {
      try {
        return localStorage.length;
      } catch {
        return 'refused';
      }
    });
    expect([0, 'refused']).toContain(stored);

    const popupOpened = page.waitForEvent('popup');
    await books.first().click();
    const popup = await popupOpened;
    await popup.waitForURL(`${baseURL}/booking/${first.id}`);
    await expect(popup.getByRole('heading', { level: 1, name: 'Complete Your Booking' })).toBeVisible();
    await expect(popup.getByText(cls.title).first()).toBeVisible();
    // The framing page stays where it was.
    expect(page.url()).toBe(site.url);
  } finally {
    await site.close();
  }
});

bare('screenshots of the widget at 375 and 1280 px', async ({ browser, request }, testInfo) => {
  const studios = (await (await request.get('/api/studios?limit=1')).json()) as Array<{ id: string }>;
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`/embed/studios/${studios[0]?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`embed-widget-${width}.png`), fullPage: true });
    await page.close();
  }
});

test('the owner copies the widget’s code from the studio’s card', async ({
  page,
  context,
  ownClass,
  baseURL,
}, testInfo) => {
  const { cls, ownerToken } = await ownClass();
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await startSignedIn(page, ownerToken);
  await page.goto('/studio-dashboard');
  const card = page.getByTestId('owner-studio').filter({ hasText: cls.studio.name });
  await card.getByRole('button', { name: `Booking widget for ${cls.studio.name}` }).click();
  const widget = dialog(page, 'Booking widget');
  const code = widget.getByRole('textbox', { name: 'Code to paste' });
  await expect(code).toHaveJSProperty('readOnly', true);
  await expect(code).toHaveValue(widgetSnippet(origin, { id: cls.studioId, name: cls.studio.name }, true));
  await expect(code).toHaveValue(
    new RegExp(`src="${origin}/embed/studios/${cls.studioId}"[\\s\\S]*src="${origin}/embed.js"`),
  );

  await widget.getByRole('button', { name: 'Copy code' }).click();
  await expect(widget.getByRole('status')).toHaveText('Copied to the clipboard.');
  await expect(widget.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`widget-dialog-${width}.png`) });
  }

  // Without the resizing script: the iframe alone.
  await widget.getByRole('switch', { name: 'Fit the widget to its content' }).click();
  await expect(code).not.toHaveValue(/embed\.js/);
  await expect(widget.getByRole('status')).toHaveText('');
  await widget.getByRole('button', { name: 'Copy code' }).click();
  await expect(widget.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^<iframe [^\n]*<\/iframe>$/);
});
