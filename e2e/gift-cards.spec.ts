import { newStudent } from './support/accounts';
import { signInThroughForm } from './support/auth-forms';
import { mailTo } from './support/mail';
import { sidewaysOverflow } from './support/page';
import { expect, test } from './support/test';

/** The code as the e-mail shows it: four groups of four, without 0/O or 1/I/L. */
const SHOWN_CODE = /\b([2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3})\b/;

test.describe('Gift cards', () => {
  test('what a visitor typed survives "Sign in to buy" and is there when they come back', async ({
    page,
    request,
  }) => {
    const buyer = await newStudent(request, 'gift-draft');
    await page.goto('/gift-cards');
    const form = page.getByRole('form', { name: 'Buy a gift card' });
    await form.getByLabel('Amount in pounds (£10 to £500)').fill('35');
    await form.getByLabel("Recipient's name").fill('Noor');
    await form.getByLabel("Recipient's email").fill('noor@example.com');
    await form.getByLabel('Message (optional)').fill('For the sound bath you keep talking about.');
    await form.getByRole('link', { name: 'Sign in to buy' }).click();
    await expect(page).toHaveURL('/auth?redirect=/gift-cards');
    await signInThroughForm(page, buyer.account.email, buyer.account.password);
    await expect(page).toHaveURL('/gift-cards');
    await expect(form.getByLabel('Amount in pounds (£10 to £500)')).toHaveValue('35');
    await expect(form.getByLabel("Recipient's name")).toHaveValue('Noor');
    await expect(form.getByLabel("Recipient's email")).toHaveValue('noor@example.com');
    await expect(form.getByLabel('Message (optional)')).toHaveValue(
      'For the sound bath you keep talking about.',
    );
    await expect(form.getByRole('button', { name: 'Buy and send £35.00' })).toBeVisible();
    // Given back once: a later visit starts from an empty form.
    await page.reload();
    await expect(form.getByLabel("Recipient's name")).toHaveValue('');
  });

  test('buy one for a friend, who reads the code in the e-mail and redeems it into a balance', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const buyer = await newStudent(request, 'gift-buyer');
    const friend = await newStudent(request, 'gift-friend');

    // Signed out: the footer leads here, and buying asks for a sign-in that comes back.
    await page.goto('/browse');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gift cards' }).click();
    await expect(page).toHaveURL('/gift-cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Give someone time to breathe' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute(
      'href',
      '/auth?redirect=/gift-cards',
    );
    await expect(page.getByRole('link', { name: 'Sign in to redeem' })).toBeVisible();

    await page.evaluate((token) => localStorage.setItem('authToken', token), buyer.token);
    await page.reload();
    const form = page.getByRole('form', { name: 'Buy a gift card' });
    await form.getByRole('button', { name: '£25' }).click();
    await expect(form.getByLabel('Amount in pounds (£10 to £500)')).toHaveValue('25');
    await form.getByLabel('Amount in pounds (£10 to £500)').fill('40');
    await form.getByLabel("Recipient's name").fill('Sam');
    await form.getByLabel("Recipient's email").fill(friend.account.email);
    await form.getByLabel('Message (optional)').fill('Happy birthday: a class on me.');
    await page.screenshot({ path: test.info().outputPath('gift-cards-buy-1280.png'), fullPage: true });
    await form.getByRole('button', { name: 'Buy and send £40.00' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your gift card is on its way' })).toContainText(
      `£40.00 gift card to ${friend.account.email}`,
    );

    const mail = await mailTo(friend.account.email, SHOWN_CODE);
    expect(mail).toContain('Happy birthday: a class on me.');
    const code = SHOWN_CODE.exec(mail)?.[1] as string;

    // The friend redeems it, typed in lower case without the hyphens.
    await page.evaluate((token) => localStorage.setItem('authToken', token), friend.token);
    await page.reload();
    const redeem = page.getByRole('form', { name: 'Redeem a code' });
    await expect(page.getByTestId('gift-balance')).toHaveText('£0.00');
    await redeem.getByLabel('Gift card code').fill(code.replaceAll('-', '').toLowerCase());
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await expect(redeem.getByRole('status')).toHaveText('Gift card redeemed: your balance is now £40.00.');
    await expect(page.getByTestId('gift-balance')).toHaveText('£40.00');
    await page.screenshot({ path: test.info().outputPath('gift-cards-redeemed-1280.png'), fullPage: true });

    await redeem.getByLabel('Gift card code').fill(code);
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await expect(redeem.getByRole('alert')).toHaveText('This gift card has already been redeemed.');
    await expect(page.getByTestId('gift-balance')).toHaveText('£40.00');

    await page.setViewportSize({ width: 375, height: 812 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('gift-cards-375.png'), fullPage: true });
  });
});
