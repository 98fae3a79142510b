import { startSignedIn } from './support/accounts';
import { paidBooking } from './support/bookings';
import { dialog } from './support/owner';
import { expectNoSeriousA11yViolations, toast } from './support/page';
import { expect, test } from './support/test';
import { openRoster } from './support/timetable';
import { studentAtWaiverStudio, WAIVER_TITLE } from './support/waivers';

// Waivers on the owner's side and the student's signed copy (issue 66).

test('the owner writes a waiver from the suggested questions; saving again makes version 2', async ({
  page,
  ownClass,
}) => {
  const own = await ownClass();
  await startSignedIn(page, own.ownerToken);
  await page.goto('/studio-dashboard?tab=studios');
  await page.getByRole('button', { name: `Waiver for ${own.cls.studio.name}` }).click();
  const editor = dialog(page, `Waiver for ${own.cls.studio.name}`);
  // A first waiver starts from a draft and the four suggested questions.
  await expect(editor.getByTestId('waiver-question')).toHaveCount(4);
  await editor.getByRole('button', { name: /Remove the question “Do you take any medication/ }).click();
  await expect(editor.getByTestId('waiver-question')).toHaveCount(3);
  await editor.getByLabel('Question', { exact: true }).fill('Is this your first sound bath?');
  await editor.getByRole('button', { name: 'Add question' }).click();
  await expect(editor.getByTestId('waiver-question')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  await editor.getByRole('button', { name: 'Save waiver' }).click();
  await expect(toast(page)).toContainText('Waiver saved: version 1');

  const saved = await (await page.request.get(`/api/studios/${own.cls.studio.id}/waiver`)).json();
  expect(saved).toMatchObject({ version: 1, title: 'Liability waiver' });
  expect(saved.questions.map((q: { key: string }) => q.key)).toEqual([
    'injuries',
    'pregnancy',
    'emergency-contact',
    'is-this-your-first-sound-bath',
  ]);

  await page.getByRole('button', { name: `Waiver for ${own.cls.studio.name}` }).click();
  await expect(editor.getByTestId('waiver-version')).toContainText('Version 1');
  await editor.getByLabel('Title').fill('Liability waiver 2027');
  await editor.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(toast(page).filter({ hasText: 'version 2' })).toBeVisible();
});

test('the roster marks a flagged student, with the answers one tap away', async ({
  page,
  request,
  ownClass,
}) => {
  const own = await ownClass();
  const { student } = await studentAtWaiverStudio(request, own, 'flagged-student', { signed: true });
  await paidBooking(request, student.token, own);

  await openRoster(page, own.ownerToken, {
    startTime: own.session.startTime,
    studioId: own.cls.studio.id,
    classTitle: own.cls.title,
  });
  const panel = dialog(page, own.cls.title);
  const person = panel.getByTestId('roster-person').filter({ hasText: 'Ada Lovelace' });
  const flag = person.getByRole('button', { name: /Health notes for Ada Lovelace/ });
  await expect(flag).toHaveAttribute('aria-expanded', 'false');
  await expect(person.getByText('Sore left knee')).toBeHidden();
  await flag.click();
  await expect(flag).toHaveAttribute('aria-expanded', 'true');
  await expect(person.getByText('Sore left knee')).toBeVisible();
  await expect(person.getByText(/pregnant/)).toBeVisible();
  // The emergency contact is no warning: it is not on the roster.
  await expect(person.getByText('Charles Babbage 07700 900123')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the student downloads the signed waiver as a PDF from their profile', async ({
  page,
  request,
  ownClass,
}) => {
  const own = await ownClass();
  const { version, student } = await studentAtWaiverStudio(request, own, 'pdf-student', { signed: true });

  await startSignedIn(page, student.token);
  await page.goto('/dashboard?tab=profile');
  const panel = page.getByRole('region', { name: 'Signed waivers' });
  await expect(panel).toContainText(own.cls.studio.name);
  await expect(panel).toContainText(`${WAIVER_TITLE}, version ${version}`);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: `PDF of the waiver signed at ${own.cls.studio.name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
});
