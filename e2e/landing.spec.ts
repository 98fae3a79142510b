import { uniqueEmail } from './support/api';
import { expect, test } from './support/test';

test.describe('landing page /', () => {
  test('shows the coming-soon texts, links and buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Attune home' })).toBeVisible();
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter the Wellbeing Universe' })).toBeVisible();
    await expect(
      page.getByText("Join the waiting list and be the first to hear from us once we've launched!"),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const social = page.getByRole('link', { name: /instagram/i });
    await expect(social).toHaveAttribute('href', /^https:\/\/(www\.)?instagram\.com\//);
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', /noopener/);

    await page.getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL('/our-story');
  });

  test("the waiting-list form opens inline and '← Back' returns to the buttons", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: '← Back' }).click();
    await expect(email).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Join the waiting list' })).toBeFocused();
  });

  test('the e-mail is required and must look like one', async ({ page }) => {
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/waitlist')) posted = true;
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByRole('button', { name: 'Join the List' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Join the List' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('joining shows Joining..., the success view and toast, and writes the sign-up', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('waitlist');
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Where in London/).fill('Hackney');
    await page.getByLabel(/Which classes/).fill('Sound baths and yin yoga');
    await page.getByLabel(/looking forward/).fill('Finding a calm Sunday ritual');

    // Hold the request briefly so the pending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/waitlist', async (route) => {
      await held;
      await route.continue();
    });
    const response = page.waitForResponse('**/api/waitlist');
    await page.getByRole('button', { name: 'Join the List' }).click();
    await expect(page.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();
    expect((await response).status()).toBe(201);
    expect((await response).request().postDataJSON()).toEqual({
      email,
      location: 'Hackney',
      classPreferences: 'Sound baths and yin yoga',
      excitement: 'Finding a calm Sunday ritual',
    });

    await expect(page.getByRole('heading', { name: 'Welcome to the List!' })).toBeVisible();
    await expect(page.getByText("✨ We can't wait to share more with you soon!").first()).toBeVisible();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('Welcome to the waiting list!');
    await expect(toast).toContainText("✨ We can't wait to share more with you soon!");

    // The sign-up is in the database: the same e-mail is now refused.
    const again = await request.post('/api/waitlist', { data: { email } });
    expect(again.status()).toBe(409);

    await page.getByRole('button', { name: 'Join Another Person' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('');
  });

  test('a refused sign-up shows the destructive toast with the server message', async ({ page, request }) => {
    const email = uniqueEmail('dup');
    expect((await request.post('/api/waitlist', { data: { email } })).status()).toBe(201);

    await page.goto('/');
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Join the List' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('Something went wrong');
    await expect(toast).toContainText('This email is already on the waiting list.');
    // The form stays, with the button usable again.
    await expect(page.getByRole('button', { name: 'Join the List' })).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // F8 moves focus to the notifications region.
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('list')).toBeFocused();
  });
});
