import type { Studio } from '../src/common/schemas/studio';
import { DEMO_PASSWORD, login, newStudent, startSignedIn } from './support/accounts';
import { api } from './support/api';
import { expectNoSeriousA11yViolations, toast } from './support/page';
import { expect, test } from './support/test';

/** The seeded demo operator (README). */
const OPERATOR = 'sam@attune.london';

async function signInOperator(
  page: Parameters<typeof startSignedIn>[0],
  request: Parameters<typeof login>[0],
) {
  const { token } = await login(request, OPERATOR, DEMO_PASSWORD);
  await startSignedIn(page, token);
  return token;
}

test('the console is a 404 page for anyone but an operator', async ({ page, request }) => {
  await page.goto('/operator');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const { token } = await newStudent(request, 'not-operator');
  await startSignedIn(page, token);
  await page.goto('/operator');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an operator hides a reported review with a reason; the studio rating follows', async ({
  page,
  request,
}) => {
  // An axe scan of the console runs inside: scans are given the scans' budget (docs/decisions/0053).
  test.setTimeout(90_000);
  const studio = (await api.studios(request)).find((s: Studio) => s.reviewCount > 1) as Studio;
  const reviewsRes = await request.get(`/api/studios/${studio.id}/reviews`);
  const [target] = (await reviewsRes.json()).reviews as { id: string; comment: string | null }[];
  const reporter = await newStudent(request, 'console-reporter');
  const reported = await request.post(`/api/reviews/${target?.id}/report`, {
    headers: { authorization: `Bearer ${reporter.token}` },
    data: { reason: 'offensive' },
  });
  expect(reported.status()).toBe(201);

  await signInOperator(page, request);
  await page.goto('/operator');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  // The header leads an operator to the console, and offers no studio to list.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Operator', exact: true })).toHaveAttribute(
    'href',
    '/operator',
  );
  await expect(header.getByRole('link', { name: 'List Your Studio' })).toHaveCount(0);
  const item = page
    .getByRole('listitem')
    .filter({ hasText: target?.comment ?? 'No comment.' })
    .first();
  await expect(item).toContainText('offensive');
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('button', { name: `Hide review of ${studio.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this review?' });
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  // The reason names the review, so the audit log's line is this test's whatever ran before it.
  const reason = `Abusive language towards a teacher (review ${target?.id.slice(0, 8)}).`;
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page)).toContainText('Review hidden');
  await expect(item).toContainText('Hidden');

  const after = (await (await request.get(`/api/studios/${studio.id}`)).json()) as Studio;
  expect(after.reviewCount).toBe(studio.reviewCount - 1);
  const left = (await (await request.get(`/api/studios/${studio.id}/reviews`)).json()).reviews as {
    id: string;
  }[];
  expect(left.map((r) => r.id)).not.toContain(target?.id);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByText(`“${reason}”`)).toBeVisible();
});

test('an operator suspends a person: their session ends and sign-in says the account is suspended', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = await newStudent(request, 'to-suspend');
  await signInOperator(page, request);
  await page.goto('/operator');
  await page.getByRole('tab', { name: 'People & refunds' }).click();
  await page.getByLabel('Search people by e-mail or name').fill(person.account.email);
  await page.getByRole('button', { name: new RegExp(person.account.email) }).click();
  const section = page.getByRole('region', { name: /'s account$/ });
  await section.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: /^Suspend / });
  await dialog.getByLabel('Reason').fill('Spam bookings.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page)).toContainText('Person suspended');
  await expect(section.getByText('Suspended')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Lift suspension' })).toBeVisible();

  const stale = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${person.token}` },
  });
  expect(stale.status()).toBe(401);
  const signIn = await request.post('/api/auth/login', {
    data: { email: person.account.email, password: person.account.password },
  });
  expect(signIn.status()).toBe(403);
  expect((await signIn.json()).code).toBe('ACCOUNT_SUSPENDED');
});

test('an operator suspends a studio, then lifts the suspension; its owner has it back', async ({
  page,
  request,
  ownClass,
}) => {
  const own = await ownClass();
  const name = own.cls.studio.name;
  await signInOperator(page, request);
  await page.goto('/operator');
  await page.getByRole('tab', { name: 'Studios' }).click();
  await page.getByLabel('Search studios by name, postcode or owner e-mail').fill(name);
  const studio = page.getByRole('listitem').filter({ hasText: name });

  await studio.getByRole('button', { name: `Suspend ${name}` }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${name}?` });
  await suspend.getByLabel('Reason').fill('Reported as a fake listing.');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page)).toContainText('Studio suspended');
  await expect(studio.getByText('Suspended')).toBeVisible();
  expect((await request.get(`/api/studios/${own.cls.studioId}`)).status()).toBe(404);

  await studio.getByRole('button', { name: `Lift the suspension of ${name}` }).click();
  const lift = page.getByRole('dialog', { name: `Lift the suspension of ${name}?` });
  await lift.getByLabel('Reason').fill('The owner showed the lease.');
  await lift.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(toast(page)).toContainText('Suspension lifted');
  await expect(studio.getByRole('button', { name: `Suspend ${name}` })).toBeVisible();
  // Back with its owner: active, a draft until they schedule again.
  const mine = await request.get('/api/owner/studios', {
    headers: { authorization: `Bearer ${own.ownerToken}` },
  });
  expect((await mine.json()).find((s: { id: string }) => s.id === own.cls.studioId)).toMatchObject({
    isActive: true,
    isPublic: false,
  });
});

test('an operator verifies a studio, then takes the verification back (issue 69, item 13)', async ({
  page,
  request,
  ownClass,
}) => {
  // An axe scan of the console runs inside: scans are given the scans' budget (docs/decisions/0053).
  test.setTimeout(90_000);
  const own = await ownClass();
  const name = own.cls.studio.name;
  const verified = async () =>
    (await (await request.get(`/api/studios/${own.cls.studioId}`)).json()).verified;
  await signInOperator(page, request);
  await page.goto('/operator');
  await page.getByRole('tab', { name: 'Studios' }).click();
  await page.getByLabel('Search studios by name, postcode or owner e-mail').fill(name);
  const studio = page.getByRole('listitem').filter({ hasText: name });

  await studio.getByRole('button', { name: `Verify ${name}` }).click();
  const verify = page.getByRole('dialog', { name: `Verify ${name}?` });
  await verify.getByLabel('Reason').fill('Visited the studio.');
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText('Studio verified');
  await expect(studio.getByText('Verified', { exact: true })).toBeVisible();
  expect(await verified()).toBe(true);

  await studio.getByRole('button', { name: `Unverify ${name}` }).click();
  const unverify = page.getByRole('dialog', { name: `Unverify ${name}?` });
  await expect(unverify).toContainText('Its page and cards no longer show the Verified badge.');
  await expectNoSeriousA11yViolations(page);
  await unverify.getByLabel('Reason').fill('Verified in error.');
  await unverify.getByRole('button', { name: 'Unverify' }).click();
  await expect(toast(page)).toContainText('Studio unverified');
  await expect(studio.getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(studio.getByRole('button', { name: `Verify ${name}` })).toBeVisible();
  expect(await verified()).toBe(false);
  await expectNoSeriousA11yViolations(page);
});
