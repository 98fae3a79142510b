import { bearer, startSignedIn } from './support/accounts';
import { createOwnClass, type OwnClass, postAs, removeOwnClass } from './support/own-data';
import { dialog } from './support/owner';
import { toast } from './support/page';
import { expect, test } from './support/test';

// Teachers (issue 34): the class page names its teachers, each a link to the teacher's own page.

let own: OwnClass;
let teacher: { id: string; name: string };

test.beforeEach(async ({ request }) => {
  own = await createOwnClass(request);
  const suffix = own.cls.title.split(' ').at(-1) ?? '';
  teacher = await postAs(request, own.ownerToken, `/api/studios/${own.cls.studioId}/teachers`, {
    name: `Marisol Penhaligon ${suffix}`,
    bio: 'Teaches breath first, then movement, at whatever pace the room needs.',
  });
  const res = await request.patch(`/api/classes/${own.cls.id}`, {
    headers: bearer(own.ownerToken),
    data: { teacherIds: [teacher.id] },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
});
test.afterEach(({ request }) => removeOwnClass(request, own));

test('the class page shows its teacher, whose page shows them, their studio and their classes', async ({
  page,
}) => {
  await page.goto(`/classes/${own.cls.id}`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('class-teachers')).toHaveText(`Taught by ${teacher.name}`);
  await main.getByRole('link', { name: teacher.name }).click();

  await expect(page).toHaveURL(`/teachers/${teacher.id}`);
  await expect(page.getByRole('heading', { level: 1, name: teacher.name })).toBeVisible();
  await expect(page).toHaveTitle(`${teacher.name} · Attune`);
  await expect(main).toContainText('Teaches breath first, then movement');
  await expect(main.getByRole('link', { name: own.cls.studio.name })).toHaveAttribute(
    'href',
    `/studios/${own.cls.studioId}`,
  );
  const classes = main.getByRole('list', { name: `Classes with ${teacher.name}` });
  await expect(classes.getByRole('heading', { name: own.cls.title })).toBeVisible();
});

test('the studio page has a Teachers section naming who teaches there and what (issue 69, item 16)', async ({
  page,
}) => {
  await page.goto(`/studios/${own.cls.studioId}`);
  const main = page.getByRole('main');
  const section = main.getByRole('region', { name: 'Teachers' });
  const list = section.getByRole('list', { name: `Teachers at ${own.cls.studio.name}` });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toHaveText(`${teacher.name}Teaches ${own.cls.title}`);
  await list.getByRole('link', { name: teacher.name }).click();
  await expect(page).toHaveURL(`/teachers/${teacher.id}`);
  await expect(page.getByRole('heading', { level: 1, name: teacher.name })).toBeVisible();
});

test('the teacher page is drawn by the server, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/teachers/${teacher.id}`);
  await expect(page.getByRole('heading', { level: 1, name: teacher.name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(own.cls.title);
  await context.close();
});

test('a session another teacher takes shows their name, linking to their page', async ({ page, request }) => {
  const cover = await postAs<{ id: string; name: string }>(
    request,
    own.ownerToken,
    `/api/studios/${own.cls.studioId}/teachers`,
    { name: 'Cover Teacher' },
  );
  const res = await request.patch(`/api/sessions/${own.session.id}`, {
    headers: bearer(own.ownerToken),
    data: { teacherId: cover.id },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  await page.goto(`/classes/${own.cls.id}`);
  const session = page.getByTestId('session').first();
  await expect(session).toContainText('With Cover Teacher');
  await expect(session.getByRole('link', { name: 'Cover Teacher' })).toHaveAttribute(
    'href',
    `/teachers/${cover.id}`,
  );
});

test('the owner adds a teacher on the Teachers tab and chooses them on a class', async ({ page }) => {
  await startSignedIn(page, own.ownerToken);
  await page.goto('/studio-dashboard');
  await page.getByRole('tab', { name: 'Teachers' }).click();
  const studio = own.cls.studio.name;
  await page.getByRole('button', { name: `Add teacher at ${studio}` }).click();
  const add = dialog(page, `Add a teacher at ${studio}`);
  await add.getByLabel('Name').fill('Wilhelmina Oduya');
  await add.getByLabel(/^Bio/).fill('Restorative yoga, slowly.');
  await add.getByRole('button', { name: 'Add Teacher' }).click();
  await expect(toast(page)).toContainText('Wilhelmina Oduya is saved.');
  const cards = page.getByRole('list', { name: `Teachers at ${studio}` });
  await expect(cards.getByRole('heading', { name: 'Wilhelmina Oduya' })).toBeVisible();
  await expect(cards.getByRole('heading', { name: teacher.name })).toBeVisible();

  await page.getByRole('tab', { name: 'Classes' }).click();
  await page.getByRole('button', { name: `Edit ${own.cls.title}` }).click();
  const edit = dialog(page, `Edit ${own.cls.title}`);
  const picker = edit.getByRole('group', { name: 'Teachers' });
  await expect(picker.getByRole('checkbox', { name: teacher.name })).toBeChecked();
  await picker.getByRole('checkbox', { name: 'Wilhelmina Oduya' }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page)).toContainText(`${own.cls.title} is saved.`);

  await page.goto(`/classes/${own.cls.id}`);
  await expect(page.getByTestId('class-teachers')).toHaveText(
    `Taught by ${teacher.name} and Wilhelmina Oduya`,
  );
});
