import { uniqueEmail } from './support/api';
import { expect, test } from './support/test';

test.describe('contact /contact', () => {
  test('shows the heading, the invitation with the support address, the form and ← Back', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByText(/Use the form, or write to us at/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@attune.london' })).toHaveAttribute(
      'href',
      'mailto:support@attune.london',
    );
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Message')).toBeVisible();
    await page.getByRole('link', { name: '← Back' }).click();
    await expect(page).toHaveURL('/');
  });

  test('validates on the client with the spec messages before anything is sent', async ({ page }) => {
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill('nobody-at-example');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Name').fill('Ada');
    await expect(page.getByText('Name is required')).toHaveCount(0);
    expect(posted).toBe(false);
  });

  test('sending shows Sending..., then Thank You! and the toast, and the message is stored', async ({
    page,
  }) => {
    await page.goto('/contact');
    const email = uniqueEmail('contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Do you have evening sound baths in Greenwich?');

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const response = page.waitForResponse('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    // 201 with an id is the server's word that the row was written.
    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({ id: expect.any(String) });
    expect(answer.request().postDataJSON()).toEqual({
      name: 'Ada Lovelace',
      email,
      message: 'Do you have evening sound baths in Greenwich?',
    });

    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('Message sent!');
    await expect(toast).toContainText("Thank you for contacting us. We'll get back to you soon.");

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('a failed send shows the destructive Error toast with the server message', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, json: { message: 'The service is temporarily unavailable.' } }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill(uniqueEmail('fail'));
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('The service is temporarily unavailable.');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
  });

  test('a failure without a message falls back to the spec text', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill(uniqueEmail('fail'));
    await page.getByLabel('Message').fill('Hello');
    // The page's clock stands still from here: only runFor moves it.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('Failed to send message. Please try again.');
    // Toasts stay for 5 s, then leave by themselves.
    await page.clock.runFor(4_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
  });
});
