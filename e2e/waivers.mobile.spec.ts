import { startSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations, sidewaysOverflow, toast } from './support/page';
import { expect, test } from './support/test';
import { studentAtWaiverStudio, WAIVER_TITLE } from './support/waivers';

// A new student books at a studio with a waiver on a phone (issue 66): the waiver and its health
// questions are on the booking page, signed there, and booking goes on in the same flow.

test('at 375 px a new student signs the studio’s waiver inline, then books', async ({
  page,
  request,
  ownClass,
}) => {
  const own = await ownClass();
  const { version, student } = await studentAtWaiverStudio(request, own, 'waiver-student', { signed: false });
  await startSignedIn(page, student.token);
  await page.goto(`/booking/${own.session.id}`);

  const step = page.getByTestId('waiver-step');
  await expect(step.getByRole('heading', { name: WAIVER_TITLE })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await expect(proceed).toBeDisabled();
  await expect(page.getByText(`Sign ${own.cls.studio.name}'s waiver to book.`)).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  // Signing with nothing filled in says what is missing, next to each field.
  await step.getByRole('button', { name: 'Sign waiver' }).click();
  await expect(step.getByText('Answer this question to sign')).toHaveCount(3);
  await expect(step.getByText('Type your full name to sign')).toBeVisible();

  await step
    .getByRole('group', { name: /pregnant/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await step
    .getByRole('group', { name: /medication/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await step.getByLabel(/Emergency contact/).fill('Charles Babbage 07700 900123');
  await step.getByLabel(/may read my answers/).check();
  await step.getByLabel(/I have read and agree/).check();
  // A name that is not the account's is refused before anything is sent.
  await step.getByLabel('Your full name, as your signature').fill('Someone Else');
  await step.getByRole('button', { name: 'Sign waiver' }).click();
  await expect(step.getByText('Type your name as it is on your account: Ada Lovelace')).toBeVisible();
  await step.getByLabel('Your full name, as your signature').fill('  ada   LOVELACE ');
  await step.getByRole('button', { name: 'Sign waiver' }).click();

  await expect(toast(page)).toContainText('Waiver signed');
  await expect(step).toHaveCount(0);
  await expect(proceed).toBeEnabled();
  const signed = await request.get('/api/user/waiver-signatures', {
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(await signed.json()).toEqual([expect.objectContaining({ version, studioId: own.cls.studio.id })]);

  await proceed.click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
});
