import { DEMO, DEMO_PASSWORD, login } from './support/accounts';
import { dialog } from './support/owner';
import { expectNoSeriousA11yViolations, sidewaysOverflow } from './support/page';
import { expect, test } from './support/test';
import { openRoster, sessionToCheckIn } from './support/timetable';

// Check-in on a phone (issue 69, item 12): both buttons fit their row, and a chosen No-show looks
// different from Attended by more than colour, and says so in words.

test('at 375 px No-show fits its row, and a chosen No-show is marked apart from Attended', async ({
  page,
  request,
}) => {
  const { token } = await login(request, DEMO.studioOwner, DEMO_PASSWORD);
  const { session, people } = await sessionToCheckIn(request, token);
  await openRoster(page, token, session);
  const panel = dialog(page, session.classTitle);
  const rows = panel.getByTestId('roster-person');
  await expect(rows).toHaveCount(people.length);

  for (let row = 0; row < people.length; row++) {
    const box = await rows.nth(row).boundingBox();
    const noShow = await rows.nth(row).getByRole('button', { name: 'No-show' }).boundingBox();
    if (!box || !noShow) throw new Error('a row and its No-show are on screen');
    expect(noShow.x + noShow.width, `row ${row}'s No-show ends inside its row`).toBeLessThanOrEqual(
      box.x + box.width,
    );
  }
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  const first = rows.nth(0);
  const second = rows.nth(1);
  await first.getByRole('button', { name: 'No-show' }).click();
  await second.getByRole('button', { name: 'Attended' }).click();
  await expect(first.getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'true');
  await expect(second.getByRole('button', { name: 'Attended' })).toHaveAttribute('aria-pressed', 'true');
  // In words in each row, not only by the buttons' look.
  await expect(first.getByTestId('attendance-mark')).toHaveText('· Marked no-show');
  await expect(second.getByTestId('attendance-mark')).toHaveText('· Marked attended');
  // And by shape: a chosen No-show has a dashed outline, a chosen Attended a solid fill without one.
  const style = (row: typeof first, name: string) =>
    row.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).borderTopStyle);
  expect(await style(first, 'No-show')).toBe('dashed');
  expect(await style(second, 'Attended')).not.toBe('dashed');
  await expectNoSeriousA11yViolations(page);
});
