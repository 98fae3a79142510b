import { haversineKm } from '../src/common/geo';
import { signInAs } from './support/accounts';
import { createOwnClass, removeOwnClass } from './support/own-data';
import { dialog, openOwnStudioForm } from './support/owner';
import { expectNoSeriousA11yViolations } from './support/page';
import { expect, test } from './support/test';

// The catalogue's map and "Near me" (docs/decisions/0078). The map draws the app's own blank tile
// (MAP_TILE_URL in playwright.config.ts), so nothing here reaches the internet.

/**
 * The first pins wait for MapLibre's chunk, its worker and a WebGL context drawn in software: seconds
 * on a busy 2-core machine, so longer than an assertion's usual 10 s.
 */
const MAP_DRAWN = { timeout: 30_000 };

/** A point on Old Street: Stillwater Yoga Shoreditch is the nearest seeded studio. */
const OLD_STREET = { latitude: 51.5246, longitude: -0.0784 };
const SHOTS = process.env.MAP_SHOTS_DIR;
/** Landmarks of two postcode districts, SE1 and NW3. */
const BOROUGH_MARKET = { lat: 51.5055, lng: -0.091 };
const HAMPSTEAD = { lat: 51.5565, lng: -0.178 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('the map view', () => {
  // WebGL drawn in software, MapLibre's chunk fetched on first use, and an axe scan of a map page.
  test.describe.configure({ timeout: 60_000 });

  test('browse shows pins on the map, and a pin opens its card', async ({ page }) => {
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) tiles.push(request.url());
    });
    await page.goto('/browse');
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole('region', { name: 'Classes on a map' });
    const pins = map.locator('.maplibregl-marker');
    await expect(pins.first()).toBeVisible(MAP_DRAWN);
    // A single place's pin has a pressed state; a cluster zooms in instead.
    const cluster = map.getByRole('button', { name: /places here: zoom in/ });
    while ((await map.locator('.maplibregl-marker[aria-pressed]').count()) === 0) {
      await cluster.first().click();
    }
    const pin = map.locator('.maplibregl-marker[aria-pressed]').first();
    const name = (await pin.getAttribute('aria-label')) ?? '';
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByTestId('map-card');
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card.getByRole('link').nth(1)).toBeVisible();
    // The map moves the chosen pin out from under its card.
    await expect(async () => {
      const [pinBox, cardBox] = await Promise.all([pin.boundingBox(), card.boundingBox()]);
      expect(pinBox && cardBox && overlaps(pinBox, cardBox)).toBe(false);
    }).toPass();
    expect(tiles).toEqual([]);
    await expect(map.getByText('Blank test tile')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/browse-map-1280.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'List' }).click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(map).toHaveCount(0);
  });

  test('studios on the map, and the list with a note where WebGL cannot draw', async ({ page }) => {
    await page.goto('/studios?view=map');
    const map = page.getByRole('region', { name: 'Studios on a map' });
    await expect(map.locator('.maplibregl-marker').first()).toBeVisible(MAP_DRAWN);
    await expectNoSeriousA11yViolations(page);

    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.getContext = () => null;
    });
    await page.reload();
    await expect(
      page.getByText('The map cannot be shown on this device, so here is the list instead.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Studios' }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('near me', () => {
  test('with the location shared, the nearest studio and class come first', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(OLD_STREET);
    await page.goto('/studios');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/near=51\.52460%2C-0\.07840/);
    await expect(page.getByText(/studios, nearest first/)).toBeVisible();
    const studios = page.getByRole('list', { name: 'Studios' }).getByRole('heading');
    await expect(studios.first()).toHaveText('Stillwater Yoga Shoreditch');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/studios-near-1280.png` });

    await page.goto('/browse');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/sort=distance/);
    await expect(page.getByRole('heading', { name: /classes found near you/ })).toBeVisible();
  });

  test('with the location refused, a clear way on', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/browse');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText(/Your location was not shared/)).toBeVisible();
    await expect(page).not.toHaveURL(/near=/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/browse-near-refused-1280.png` });
  });
});

test('an owner places their studio by typing its coordinates; one without the other is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const own = await createOwnClass(request);
  try {
    const form = await openOwnStudioForm(page, own);
    await form.getByLabel('Latitude (optional)').fill('51.5246');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('longitude is required with latitude')).toBeVisible();

    await form.getByLabel('Longitude (optional)').fill('-0.0784');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toHaveCount(0);
    const studio = await (await request.get(`/api/studios/${own.cls.studioId}`)).json();
    expect(studio).toMatchObject({ latitude: 51.5246, longitude: -0.0784 });
  } finally {
    await removeOwnClass(request, own);
  }
});

test('an owner places their studio by clicking a map, and the typed coordinates move the pin', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const own = await createOwnClass(request);
  try {
    const form = await openOwnStudioForm(page, own);
    const latitude = form.getByLabel('Latitude (optional)');
    const longitude = form.getByLabel('Longitude (optional)');
    await latitude.fill(String(OLD_STREET.latitude));
    await longitude.fill(String(OLD_STREET.longitude));
    await form.getByRole('button', { name: 'Place the pin on a map' }).click();
    const map = form.getByRole('region', { name: 'Studio pin on a map' });
    // The typed place is the pin, in the middle of a street-level map.
    const pin = map.locator('.maplibregl-marker');
    await expect(pin).toBeVisible(MAP_DRAWN);
    const frame = await map.getByTestId('pin-map').boundingBox();
    if (!frame) throw new Error('the pin map has a box');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/studio-form-pin-1280.png` });
    await expectNoSeriousA11yViolations(page);

    // A click east of the pin moves it there, and both fields follow.
    await map.getByTestId('pin-map').click({ position: { x: frame.width / 2 + 80, y: frame.height / 2 } });
    await expect(longitude).not.toHaveValue(String(OLD_STREET.longitude));
    const picked = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
    expect(picked.lng).toBeGreaterThan(OLD_STREET.longitude);
    expect(Math.abs(picked.lat - OLD_STREET.latitude)).toBeLessThan(0.001);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toHaveCount(0);
    const studio = await (await request.get(`/api/studios/${own.cls.studioId}`)).json();
    expect(studio).toMatchObject({ latitude: picked.lat, longitude: picked.lng });
  } finally {
    await removeOwnClass(request, own);
  }
});

test('a broad search says the map holds its first 100 matches', async ({ page }) => {
  // The demo catalogue has fewer than 100 classes: the answer's total (X-Total-Count) is raised to a
  // big catalogue's.
  await page.route(/\/api\/classes\?.*limit=100/, async (route) => {
    const response = await route.fetch();
    const items = (await response.json()) as unknown[];
    const headers = { ...response.headers(), 'x-total-count': String(items.length + 1234) };
    await route.fulfill({ response, headers, json: items });
  });
  await page.goto('/browse?view=map');
  await expect(page.getByRole('region', { name: 'Classes on a map' })).toBeVisible();
  await expect(page.getByTestId('map-beyond')).toHaveText(
    'The map shows the first 100 matches; 1,234 more are in the list. Narrow your search, or use Near me, to map them.',
  );
});

// Issue 69, item 10: the pin map of a new studio opens at the postcode typed, not all London. The
// centre is read from the map itself (data-center): the test tile draws no streets to look at.
test('Add Studio: the pin map opens at the London postcode typed, else at London', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'studio');
  await page.goto('/studio-dashboard');
  await page.getByRole('button', { name: 'Add Studio' }).first().click();
  const form = dialog(page, 'Add Studio');
  const centreOfMap = async () => {
    const map = form.getByTestId('pin-map');
    await expect(map).toHaveAttribute('data-center', /,/, MAP_DRAWN);
    const [lat, lng] = ((await map.getAttribute('data-center')) ?? '').split(',').map(Number);
    return { lat: lat as number, lng: lng as number };
  };

  await form.getByLabel('Postcode').fill('se1 7pb');
  await form.getByRole('button', { name: 'Place the pin on a map' }).click();
  // SE1's centre: Borough Market is a kilometre or so away, Waterloo station under two.
  expect(haversineKm(await centreOfMap(), BOROUGH_MARKET)).toBeLessThan(1.5);
  await expect(form.getByLabel('Latitude (optional)')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  // Another London district: the map opens there instead.
  await form.getByRole('button', { name: 'Hide the map' }).click();
  await form.getByLabel('Postcode').fill('NW3 1QE');
  await form.getByRole('button', { name: 'Place the pin on a map' }).click();
  expect(haversineKm(await centreOfMap(), HAMPSTEAD)).toBeLessThan(1.5);

  // Not a London postcode: the map opens on all London, as before.
  await form.getByRole('button', { name: 'Hide the map' }).click();
  await form.getByLabel('Postcode').fill('M1 1AE');
  await form.getByRole('button', { name: 'Place the pin on a map' }).click();
  expect(haversineKm(await centreOfMap(), { lat: 51.5072, lng: -0.1276 })).toBeLessThan(0.1);
});
