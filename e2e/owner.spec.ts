import { bearer, newAccount, newStudent, startSignedIn } from './support/accounts';
import { fillSignUp } from './support/auth-forms';
import { paidBooking } from './support/bookings';
import { postAs } from './support/own-data';
import { dialog, fillStudioForm, OWNER_PASSWORD, pngFixture } from './support/owner';
import { toast } from './support/page';
import { expect, test } from './support/test';

test.describe('an owner runs a studio', () => {
  test('signs up, lists a studio with a photo, adds and schedules a class, sees a booking, cancels the session', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const owner = newAccount('owner', { userType: 'studio', password: OWNER_PASSWORD, firstName: 'Rosa' });
    const studioName = `Linden Yoga ${owner.email.slice(4, 20)}`;
    const classTitle = 'Slow Flow at Dusk';

    // A visitor follows "List Your Studio": Sign Up opens with Studio Owner chosen.
    await page.goto('/home');
    await page.getByRole('link', { name: 'List Your Studio' }).first().click();
    await expect(page).toHaveURL('/auth?mode=signup&type=studio');
    await expect(page.getByRole('radio', { name: 'Studio Owner (Offer Classes)' })).toBeChecked();
    await fillSignUp(page, owner);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Signed up is signed in: an owner lands on the studio dashboard (its first steps: e2e/owner-path.spec.ts).
    await expect(page).toHaveURL('/studio-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No studios yet' })).toBeVisible();

    // Add Studio: a bad postcode is named inline, then the studio saves with its photo.
    const photo = await pngFixture(page);
    await page.getByRole('button', { name: 'Add Studio' }).first().click();
    await fillStudioForm(page, { name: studioName, address: '12 Linden Grove', postcode: 'not a postcode' });
    const studioForm = dialog(page, 'Add Studio');
    // It says when the studio becomes public, as the catalogue does it (issue 69, item 10).
    await expect(studioForm).toContainText(
      'Your studio appears in the catalogue once one of its classes has a session to book.',
    );
    await studioForm.getByRole('button', { name: 'Add Studio' }).click();
    await expect(studioForm.getByText('Postcode must be a UK postcode, e.g. E1 6AN')).toBeVisible();
    await expect(studioForm.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await studioForm.getByLabel('Postcode').fill('se15 4st');
    await studioForm.getByLabel('Photo (optional)').setInputFiles(photo);
    await studioForm.getByRole('button', { name: 'Add Studio' }).click();
    await expect(studioForm).toHaveCount(0);

    const card = page.getByTestId('owner-studio').filter({ hasText: studioName });
    await expect(card).toContainText('SE15 4ST');
    await expect(card.locator('img')).toHaveAttribute('src', /^\/media\//);

    // Its page shows its owner the photo sized and the spec's empty text; to the public it is a draft
    // until a class has a session (e2e/owner-path.spec.ts).
    const view = card.getByRole('link', { name: `View ${studioName}` });
    const studioPath = await view.getAttribute('href');
    await view.click();
    await expect(page.getByRole('heading', { level: 1, name: studioName })).toBeVisible();
    await expect(page.getByText('No classes available at this studio yet.')).toBeVisible();
    const art = page.getByRole('img', { name: `Artwork for ${studioName}` });
    await expect(art).toHaveAttribute('src', /^\/media\//);
    await expect(art).toHaveAttribute('width', /\d+/);
    await expect(art).toHaveAttribute('height', /\d+/);
    // Drawn once it has arrived: an image still loading is not yet complete, so wait for that state.
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Add Class.
    await page.goto('/studio-dashboard');
    await page.getByRole('tab', { name: 'Classes' }).click();
    await page.getByRole('button', { name: `Add Class at ${studioName}` }).click();
    const classForm = dialog(page, `Add a class at ${studioName}`);
    await classForm.getByLabel('Title').fill(classTitle);
    await classForm.getByLabel('Price (£)').fill('-3');
    await classForm.getByRole('button', { name: 'Add Class' }).click();
    await expect(
      classForm.getByText('Enter a price from 0.00 to 1000.00 in pounds and pence, for example 12.00'),
    ).toBeVisible();
    await classForm.getByLabel('Price (£)').fill('16.50');
    await classForm.getByLabel('Max participants').fill('8');
    await classForm.getByRole('button', { name: 'Add Class' }).click();
    await expect(classForm).toHaveCount(0);
    const classCard = page.getByTestId('owner-class').filter({ hasText: classTitle });
    await expect(classCard).toContainText('£16.50');
    await expect(classCard).toContainText('No upcoming sessions');

    // Schedule it every day for one week: the preview shows the 7 dates before saving.
    await classCard.getByRole('button', { name: `Schedule ${classTitle}` }).click();
    const schedule = dialog(page, `Schedule ${classTitle}`);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await schedule.getByRole('checkbox', { name: day }).check();
    }
    await schedule.getByLabel('Start time (London)').fill('19:15');
    const from = await schedule.getByLabel('From').inputValue();
    const until = new Date(Date.parse(`${from}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    // An Until before From: the preview says why it shows no dates.
    await schedule.getByLabel('Until').fill('2026-01-01');
    await expect(schedule.getByRole('heading', { name: 'No dates yet' })).toBeVisible();
    await expect(schedule.getByText('Until must be on or after From')).toBeVisible();
    await schedule.getByLabel('Until').fill(until);
    await expect(schedule.getByRole('heading', { name: '7 sessions, starting:' })).toBeVisible();
    await expect(
      schedule.getByRole('list', { name: 'Next dates' }).getByRole('listitem').first(),
    ).toContainText('19:15');
    await schedule.getByRole('button', { name: 'Create sessions' }).click();
    await expect(schedule).toHaveCount(0);
    await expect(toast(page)).toContainText('7 sessions added to Slow Flow at Dusk.');
    const sessions = classCard.getByRole('list', { name: `Sessions of ${classTitle}` });
    // The soonest five are listed; the rest are one press away.
    await expect(sessions.getByRole('listitem')).toHaveCount(5);
    await classCard.getByRole('button', { name: 'Show all 7 sessions' }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(7);
    await expect(sessions.getByRole('listitem').first()).toContainText('0/8 booked');

    // A student books the first session.
    const student = await newStudent(request, 'owner-journey-student');
    const detail = await (await request.get(`/api${studioPath}`)).json();
    const cls = detail.classes.find((c: { title: string }) => c.title === classTitle);
    const first = cls.upcomingSessions[0];
    const booking = await request.post('/api/bookings', {
      headers: { authorization: `Bearer ${student.token}` },
      data: { sessionId: first.id, amountPaid: '16.50' },
    });
    expect(booking.status(), await booking.text()).toBe(201);

    // The owner sees the booking in the roster.
    await page.reload();
    await page.getByRole('tab', { name: 'Classes' }).click();
    const firstRow = classCard
      .getByRole('list', { name: `Sessions of ${classTitle}` })
      .getByRole('listitem')
      .first();
    await expect(firstRow).toContainText('1/8 booked');
    await firstRow.getByRole('button', { name: /^Roster/ }).click();
    await expect(firstRow.getByRole('list', { name: /^Roster for / })).toContainText(
      `${student.account.firstName} ${student.account.lastName}`,
    );
    await expect(firstRow).toContainText(student.account.email);

    // Cancel session, with a reason (a reason is required).
    await firstRow.getByRole('button', { name: /^Cancel session / }).click();
    const cancel = dialog(page, 'Cancel this session?');
    await expect(cancel).toContainText('1 booking is cancelled with it');
    await cancel.getByRole('button', { name: 'Cancel session' }).click();
    await expect(cancel.getByText('Reason is required')).toBeVisible();
    await cancel.getByLabel('Reason').fill('the teacher is unwell');
    await cancel.getByRole('button', { name: 'Cancel session' }).click();
    await expect(cancel).toHaveCount(0);
    await expect(toast(page)).toContainText(`${classTitle}, `);
    await expect(classCard.getByRole('button', { name: 'Show all 6 sessions' })).toBeVisible();
    // The row and its button are gone; keyboard focus stays with the class's sessions.
    await expect(classCard.getByRole('list', { name: `Sessions of ${classTitle}` })).toBeFocused();
    // It is still there, folded away under the live sessions, with its reason.
    await classCard.getByRole('button', { name: `Cancelled sessions of ${classTitle}` }).click();
    await expect(classCard.getByRole('list', { name: `Cancelled sessions of ${classTitle}` })).toContainText(
      'Cancelled: the teacher is unwell',
    );

    // The Bookings tab lists it, cancelled.
    await page.getByRole('tab', { name: 'Bookings' }).click();
    const row = page.getByTestId('owner-booking').filter({ hasText: student.account.email });
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText(classTitle);

    // The student sees the cancellation and its reason on their dashboard.
    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await startSignedIn(studentPage, student.token);
    await studentPage.goto('/dashboard');
    await studentPage.getByRole('tab', { name: 'Past' }).click();
    const studentBooking = studentPage.getByTestId('booking').filter({ hasText: classTitle });
    await expect(studentBooking).toContainText('Cancelled');
    await expect(studentBooking).toContainText('Cancelled by the studio: the teacher is unwell');
    await studentContext.close();
  });

  test('moves a booked session to a new time; the student is told and sees it', async ({
    page,
    request,
    ownClass,
  }) => {
    test.setTimeout(60_000);
    const { cls, session, ownerToken } = await ownClass({ startsInHours: [72] });
    const student = await newStudent(request, 'moved-session-student');
    await paidBooking(request, student.token, { cls, session });

    await startSignedIn(page, ownerToken);
    await page.goto('/studio-dashboard');
    await page.getByRole('tab', { name: 'Classes' }).click();
    const row = page
      .getByRole('list', { name: `Sessions of ${cls.title}` })
      .getByRole('listitem')
      .first();
    await expect(row).toContainText('1/10 booked');
    await row.getByRole('button', { name: /^Move session / }).click();
    const move = dialog(page, 'Move this session');
    await expect(move).toContainText('The student booked on it is told the new time or instructions.');
    // It opens on the session's own London date and time; a time in the past is refused.
    const date = move.getByLabel('Date');
    const day = await date.inputValue();
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await date.fill('2020-01-01');
    await move.getByRole('button', { name: 'Move session' }).click();
    await expect(move.getByText('The session must start in the future')).toBeVisible();
    await date.fill(day);
    await move.getByLabel('Start time (London)').fill('07:45');
    await move.getByLabel('Special instructions (optional)').fill('Now an early class: bring a warm layer.');
    await move.getByRole('button', { name: 'Move session' }).click();
    await expect(move).toHaveCount(0);
    await expect(toast(page)).toContainText(`${cls.title}, now`);
    await expect(toast(page)).toContainText('07:45');
    await expect(row).toContainText('07:45');
    await expect(row).toContainText('1/10 booked');

    // The same time with new instructions: the session is updated, not moved.
    await row.getByRole('button', { name: /^Move session / }).click();
    const edit = dialog(page, 'Move this session');
    await edit.getByLabel('Special instructions (optional)').fill('Bring a warm layer and a blanket.');
    await edit.getByRole('button', { name: 'Move session' }).click();
    await expect(edit).toHaveCount(0);
    await expect(toast(page)).toContainText('Session updated');

    // The class page shows the new time, and the booked student is told it.
    const moved = await (await request.get(`/api/classes/${cls.id}`)).json();
    expect(moved.upcomingSessions[0]).toMatchObject({
      id: session.id,
      specialInstructions: 'Bring a warm layer and a blanket.',
    });
    await expect(async () => {
      const res = await request.get('/api/user/notifications', { headers: bearer(student.token) });
      const { items } = (await res.json()) as { items: Array<{ title: string }> };
      expect(items.map((n) => n.title)).toContain(`New time for ${cls.title}`);
    }).toPass({ timeout: 30_000 });
  });

  test('gives an online session its meeting link; the paid student is told and finds it on their booking', async ({
    browser,
    page,
    request,
    ownClass,
  }) => {
    test.setTimeout(60_000);
    const { cls, session, ownerToken } = await ownClass({
      class: { deliveryMethod: 'online' },
      startsInHours: [72],
    });
    const student = await newStudent(request, 'online-link-student');
    const booking = await paidBooking(request, student.token, { cls, session });

    await startSignedIn(page, ownerToken);
    await page.goto('/studio-dashboard');
    await page.getByRole('tab', { name: 'Classes' }).click();
    // Scheduling an online class asks for its link too.
    await page.getByRole('button', { name: `Schedule ${cls.title}` }).click();
    const schedule = dialog(page, `Schedule ${cls.title}`);
    await expect(schedule.getByLabel('Meeting link (optional)')).toBeVisible();
    await page.keyboard.press('Escape');

    const row = page
      .getByRole('list', { name: `Sessions of ${cls.title}` })
      .getByRole('listitem')
      .first();
    await row.getByRole('button', { name: /^Add link / }).click();
    const add = dialog(page, 'Add a meeting link');
    await expect(add).toContainText('Students with a paid place are e-mailed the change.');
    const field = add.getByLabel('Meeting link');
    await field.fill('http://meet.example.com/room');
    await add.getByRole('button', { name: 'Save link' }).click();
    await expect(
      add.getByText('Meeting link must be an https:// address, e.g. https://example.com'),
    ).toBeVisible();
    await expect(field).toBeFocused();
    const link = 'https://meet.example.com/slow-flow';
    await field.fill(link);
    await add.getByRole('button', { name: 'Save link' }).click();
    await expect(add).toHaveCount(0);
    await expect(toast(page)).toContainText('Meeting link saved');
    await expect(row.getByRole('button', { name: /^Change link / })).toBeVisible();

    // The paid student is told, and their booking shows the link to join.
    await expect(async () => {
      const res = await request.get('/api/user/notifications', { headers: bearer(student.token) });
      const { items } = (await res.json()) as { items: Array<{ title: string }> };
      expect(items.map((n) => n.title)).toContain(`Update for ${cls.title}`);
    }).toPass({ timeout: 30_000 });
    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await startSignedIn(studentPage, student.token);
    await studentPage.goto(`/checkout/${booking.id}`);
    await expect(studentPage.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await studentPage.goto('/dashboard');
    const card = studentPage.getByTestId('booking').filter({ hasText: cls.title });
    await expect(card.getByRole('link', { name: 'Join online (opens in a new tab)' })).toHaveAttribute(
      'href',
      link,
    );
    await studentContext.close();
  });

  test('an owner of two studios looks at the bookings of one', async ({ page, request, ownClass }) => {
    const { cls, session, ownerToken } = await ownClass({ startsInHours: [72] });
    const student = await newStudent(request, 'two-studios-student');
    await paidBooking(request, student.token, { cls, session });
    const second = await postAs<{ id: string; name: string }>(request, ownerToken, '/api/studios', {
      name: `Second Room ${cls.studio.name.slice(-6)}`,
      address: '2 Acre Lane',
      postcode: 'SW2 5SG',
    });
    try {
      await startSignedIn(page, ownerToken);
      await page.goto('/studio-dashboard');
      await page.getByRole('tab', { name: 'Bookings' }).click();
      const filter = page.getByLabel('Studio', { exact: true });
      await expect(filter).toHaveValue('');
      const rows = page.getByTestId('owner-booking');
      await expect(rows.filter({ hasText: student.account.email })).toHaveCount(1);

      await filter.selectOption({ label: second.name });
      await expect(page.getByText(`No bookings at ${second.name} yet`)).toBeVisible();
      await filter.selectOption({ label: cls.studio.name });
      await expect(page.getByRole('list', { name: `Bookings at ${cls.studio.name}` })).toContainText(
        student.account.email,
      );
    } finally {
      await request.delete(`/api/studios/${second.id}`, { headers: bearer(ownerToken) });
    }
  });

  test('archives a booked class: refused at first, then its sessions cancelled; it moves under Archived', async ({
    page,
    request,
    ownClass,
  }) => {
    test.setTimeout(60_000);
    const { cls, session, ownerToken } = await ownClass();
    const student = await newStudent(request, 'archived-class-student');
    const booking = await paidBooking(request, student.token, { cls, session });

    await startSignedIn(page, ownerToken);
    await page.goto('/studio-dashboard');
    await page.getByRole('tab', { name: 'Classes' }).click();
    await page.getByRole('button', { name: `Edit ${cls.title}` }).click();
    const edit = dialog(page, `Edit ${cls.title}`);
    await edit.getByRole('button', { name: `Archive ${cls.title}` }).click();
    await expect(edit.getByRole('alert')).toContainText(
      'Some upcoming sessions of this class have bookings, so it cannot be archived yet.',
    );
    await edit.getByRole('button', { name: 'Cancel those sessions and archive' }).click();
    await expect(edit).toHaveCount(0);
    await expect(toast(page)).toContainText(`${cls.title} no longer appears in the catalogue.`);

    // Gone from the live classes, kept under the archived ones.
    await expect(page.getByTestId('owner-class').filter({ hasText: cls.title })).toHaveCount(0);
    await expect(page.getByText('No classes yet. Add one to put it in the catalogue.')).toBeVisible();
    // The card and its Edit button are gone: keyboard focus waits on the studio's heading.
    const studioHeading = page.getByRole('heading', { level: 3, name: cls.studio.name });
    await expect(studioHeading).toBeFocused();
    const archivedToggle = page.getByRole('button', { name: '1 archived class' });
    await expect(page.getByTestId('archived-class')).toBeHidden();
    await archivedToggle.click();
    await expect(archivedToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('archived-class')).toContainText(cls.title);

    // Out of the catalogue; the student's booking is cancelled with the reason.
    expect((await request.get(`/api/classes/${cls.id}`)).status()).toBe(404);
    const mine = await request.get(`/api/bookings/${booking.id}`, { headers: bearer(student.token) });
    expect(await mine.json()).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled by the studio: This class has been withdrawn.',
    });

    // Archived by mistake: Restore puts it back among the live classes and in the catalogue; the
    // cancelled booking stays cancelled.
    await page.getByRole('button', { name: `Restore ${cls.title}` }).click();
    await expect(toast(page)).toContainText('Class restored');
    await expect(toast(page)).toContainText(`${cls.title} is back in the catalogue.`);
    await expect(page.getByTestId('owner-class').filter({ hasText: cls.title })).toBeVisible();
    await expect(page.getByRole('button', { name: /archived class/ })).toHaveCount(0);
    await expect(studioHeading).toBeFocused();
    expect((await request.get(`/api/classes/${cls.id}`)).status()).toBe(200);
    const still = await request.get(`/api/bookings/${booking.id}`, { headers: bearer(student.token) });
    expect((await still.json()).status).toBe('cancelled');
  });

  test('deactivates a studio from its Settings, then reactivates it', async ({ page, request, ownClass }) => {
    const { cls, ownerToken } = await ownClass();
    const studioName = cls.studio.name;
    await startSignedIn(page, ownerToken);
    await page.goto('/studio-dashboard');
    const card = page.getByTestId('owner-studio').filter({ hasText: studioName });

    await card.getByRole('button', { name: `Settings for ${studioName}` }).click();
    let settings = dialog(page, `Settings for ${studioName}`);
    await settings.getByRole('button', { name: `Deactivate ${studioName}` }).click();
    await expect(settings).toHaveCount(0);
    await expect(toast(page)).toContainText(`${studioName} no longer appears in the catalogue.`);
    await expect(card).toContainText('Inactive');
    expect((await request.get(`/api/studios/${cls.studioId}`)).status()).toBe(404);
    await page.getByRole('tab', { name: 'Classes' }).click();
    await expect(page.getByText('Reactivate it in its Settings, on My Studios.')).toBeVisible();
    await page.getByRole('tab', { name: 'My Studios' }).click();

    await card.getByRole('button', { name: `Settings for ${studioName}` }).click();
    settings = dialog(page, `Settings for ${studioName}`);
    await expect(settings.getByRole('button', { name: `Deactivate ${studioName}` })).toHaveCount(0);
    await settings.getByRole('button', { name: `Reactivate ${studioName}` }).click();
    await expect(settings).toHaveCount(0);
    await expect(toast(page)).toContainText('Studio reactivated');
    await expect(toast(page)).toContainText(`${studioName} is back in the catalogue.`);
    await expect(card).toContainText('Active');
    await expect(card.getByRole('link', { name: `View ${studioName}` })).toBeVisible();
    expect((await request.get(`/api/classes/${cls.id}`)).status()).toBe(200);
  });

  test('a chosen photo shows before saving; one the server refuses leaves one studio saved, not two', async ({
    page,
    request,
    ownClass,
  }) => {
    const { ownerToken } = await ownClass();
    await startSignedIn(page, ownerToken);
    await page.goto('/studio-dashboard');
    const studioName = `Quiet Lotus ${Date.now()}`;
    await page.getByRole('button', { name: 'Add Studio' }).first().click();
    await fillStudioForm(page, { name: studioName, address: '3 Lotus Lane', postcode: 'E8 1AA' });
    const form = dialog(page, 'Add Studio');
    // A real photo is previewed from the browser's own copy before anything is uploaded.
    await form.getByLabel('Photo (optional)').setInputFiles(await pngFixture(page));
    const preview = form.locator('img');
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Text named .png: the studio saves, the photo is refused, and the form closes.
    await form.getByLabel('Photo (optional)').setInputFiles({
      name: 'not-a-photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image'),
    });
    await form.getByRole('button', { name: 'Add Studio' }).click();
    await expect(toast(page)).toContainText('Saved, but not the photo');
    await expect(form).toHaveCount(0);
    const mine = await request.get('/api/owner/studios', { headers: bearer(ownerToken) });
    const named = ((await mine.json()) as { name: string }[]).filter((s) => s.name === studioName);
    expect(named).toHaveLength(1);
  });
});
