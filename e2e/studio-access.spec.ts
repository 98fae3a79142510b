import { createOwnClass, type OwnClass, removeOwnClass } from './support/own-data';
import { openOwnStudioForm } from './support/owner';
import { expect, test } from './support/test';

// Issue 34's access information in the browser: an owner ticks what holds at their studio and writes
// a note; the studio page's Access section and the cards show it; the browse and studios filters keep
// only studios where every ticked feature holds, and say so in the URL. The axe scans of these screens
// are in the accessibility projects (e2e/accessibility.spec.ts, e2e/support/signed-in-screens.ts).

test.describe('access information', () => {
  test('an owner sets it in the studio form; the studio page and the class card show it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const own = await createOwnClass(request);
    try {
      const form = await openOwnStudioForm(page, own);
      const access = form.getByRole('group', { name: 'Access: tick what holds at your studio' });
      await access.getByRole('checkbox', { name: 'Step-free entrance' }).check();
      await access.getByRole('checkbox', { name: 'Hearing loop' }).check();
      await form
        .getByLabel('Access notes (optional)')
        .fill('A ramp at the side door.\nThe loop covers the front rows.');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(form).toHaveCount(0);

      await page.goto(`/studios/${own.cls.studioId}`);
      const section = page.getByRole('region', { name: 'Access' });
      await expect(section.getByRole('listitem')).toHaveText(['Step-free entrance', 'Hearing loop']);
      await expect(section).toContainText('A ramp at the side door.');
      await expect(section).toContainText('The loop covers the front rows.');

      // The class's card in the catalogue carries the same features, as named icons.
      await page.goto(`/browse?q=${encodeURIComponent(own.cls.title)}`);
      const classCard = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: own.cls.title }) });
      const icons = classCard.getByRole('list', { name: 'Access' });
      await expect(icons.getByRole('listitem')).toHaveText(['Step-free entrance', 'Hearing loop']);
    } finally {
      await removeOwnClass(request, own);
    }
  });

  test('the browse and studios filters keep the studios where every ticked feature holds', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const word = `Ramble${Date.now().toString(36)}`;
    const classes: OwnClass[] = [];
    try {
      for (const [name, accessibility] of [
        ['Level', ['step-free-entrance', 'accessible-toilet']],
        ['Ramped', ['step-free-entrance']],
        ['Stairs', []],
      ] as const) {
        classes.push(
          await createOwnClass(request, {
            studio: { name: `${name} ${word}`, accessibility: [...accessibility] },
            class: { title: `${name} Flow ${word}` },
          }),
        );
      }

      await page.goto(`/browse?q=${word}`);
      const results = page.getByRole('list', { name: 'Classes', exact: true }).getByRole('heading');
      await expect(page.getByRole('heading', { name: '3 classes found in London' })).toBeVisible();
      const filters = page.getByRole('form', { name: 'Filters' });
      const access = filters.getByRole('group', { name: 'Access' });
      await access.getByRole('checkbox', { name: 'Step-free entrance' }).check();
      await filters.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(page).toHaveURL(/accessibility=step-free-entrance(&|$)/);
      await expect(page.getByRole('heading', { name: '2 classes found in London' })).toBeVisible();
      await expect(results).toHaveCount(2);
      expect((await results.allTextContents()).sort()).toEqual([`Level Flow ${word}`, `Ramped Flow ${word}`]);

      await access.getByRole('checkbox', { name: 'Accessible toilet' }).check();
      await filters.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(page).toHaveURL(/accessibility=step-free-entrance%2Caccessible-toilet/);
      await expect(page.getByRole('heading', { name: '1 class found in London' })).toBeVisible();
      await expect(results).toHaveText([`Level Flow ${word}`]);
      // The ticks come back from the URL.
      await page.reload();
      await expect(access.getByRole('checkbox', { name: 'Accessible toilet' })).toBeChecked();
      await expect(access.getByRole('checkbox', { name: 'Lift' })).not.toBeChecked();

      await page.goto(`/studios?q=${word}`);
      const studioCards = page.getByRole('list', { name: 'Studios' }).getByRole('heading');
      await expect(studioCards).toHaveCount(3);
      const search = page.getByRole('search', { name: 'Studio search' });
      await search.locator('summary').click();
      await search.getByRole('checkbox', { name: 'Step-free entrance' }).check();
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/accessibility=step-free-entrance/);
      await expect(studioCards).toHaveCount(2);
      expect((await studioCards.allTextContents()).sort()).toEqual([`Level ${word}`, `Ramped ${word}`]);
    } finally {
      for (const own of classes) await removeOwnClass(request, own);
    }
  });
});
