import { expect, test } from './support/test';

test.describe('our story /our-story', () => {
  test('tells the story with its heading, four paragraphs and links', async ({ page }) => {
    await page.goto('/our-story');
    await expect(page.getByRole('heading', { level: 1, name: 'Wellbeing for Everyone' })).toBeVisible();
    const story = page.getByRole('article');
    await expect(story.locator('h1 + div > p')).toHaveCount(4);
    await expect(story).toContainText('presence');
    await expect(story).toContainText('Trust');
    await expect(story).toContainText('Attunement');
    await expect(story).toContainText('elite freelancers and boutique studios');
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: /instagram/i })).toHaveAttribute('href', /instagram\.com/);
  });

  test("'Join Waiting List' and '← Back' both lead to /", async ({ page }) => {
    await page.goto('/our-story');
    await page.getByRole('link', { name: 'Join Waiting List' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/our-story');
    await page.getByRole('link', { name: '← Back' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Enter the Wellbeing Universe' })).toBeVisible();
  });
});
