import { api, MISSING_ID } from './support/api';
import { expectNoSeriousA11yViolations } from './support/page';
import { expect, test } from './support/test';

test.describe('accessibility (axe): no serious or critical violations', () => {
  const screens: Array<[string, string]> = [
    ['landing', '/'],
    ['our story', '/our-story'],
    ['contact', '/contact'],
    ['home', '/home'],
    ['browse', '/browse'],
    ['browse, filtered by access', '/browse?accessibility=step-free-entrance'],
    ['studios', '/studios'],
    ['studios, filtered by access', '/studios?accessibility=step-free-entrance'],
    ['class not found', `/classes/${MISSING_ID}`],
    ['studio not found', `/studios/${MISSING_ID}`],
    ['privacy notice', '/privacy'],
    ['terms of use', '/terms'],
    ['help centre', '/help'],
    ['careers', '/careers'],
    ['press', '/press'],
    ['adding Attune to the home screen', '/get-the-app'],
    ['404', '/no-such-page'],
  ];
  for (const [name, path] of screens) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('class detail', async ({ page, request }) => {
    const [cls] = await api.classes(request);
    await page.goto(`/classes/${cls?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: cls?.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('teacher page, and its not-found page', async ({ page, request }) => {
    const teacher = (await api.classes(request)).find((cls) => cls.teachers.length > 0)?.teachers[0];
    if (!teacher) throw new Error('the seeded classes name no teacher');
    await page.goto(`/teachers/${teacher.id}`);
    await expect(page.getByRole('heading', { level: 1, name: teacher.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/teachers/${MISSING_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Teacher not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('studio detail, with the passes it sells', async ({ page, request }) => {
    const studios = await api.studios(request);
    const selling = await Promise.all(
      studios.map(async (s) => (await api.products(request, s.id)).length > 0),
    );
    const studio = studios[selling.indexOf(true)];
    await page.goto(`/studios/${studio?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: studio?.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Passes & memberships' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  // The booking widget is plain HTML, not the application (no data-page-ready mark): a page of its own.
  test('booking widget, and its not-found page', async ({ context, request }) => {
    const [studio] = await api.studios(request);
    const widget = await context.newPage();
    await widget.goto(`/embed/studios/${studio?.id}`);
    await expect(widget.getByRole('heading', { level: 1, name: studio?.name })).toBeVisible();
    await expect(widget.getByRole('link', { name: /^Book / }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(widget);
    await widget.goto(`/embed/studios/${MISSING_ID}`);
    await expect(widget.getByRole('heading', { level: 1, name: 'Studio not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(widget);
  });

  test('landing with the waiting-list form open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByRole('button', { name: 'Join the List' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('contact with validation errors', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('browse while loading and when empty', async ({ page }) => {
    await page.goto('/browse?serviceType=reiki&deliveryMethod=online&price=50%2B');
    await expect(page.getByRole('heading', { name: 'No classes found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('keyboard: the first Tab reaches the skip link, and focus is always visible', async ({ page }) => {
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const after = getComputedStyle(el, '::after');
        return style.outlineStyle !== 'none' ? style.outlineStyle : after.outlineStyle;
      });
      expect(outline).not.toBe('none');
    }
  });
});
