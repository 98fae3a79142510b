import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate, londonTime } from '../../src/common/london-time';
import { bearer, type TestUser } from '../helpers/fixtures';
import { addStudioAs, createOwnerWorld } from '../helpers/owner-world';
import type { TestApp } from '../helpers/test-app';

// Far-future dates crashed the reports (issue 63, finding 6): `to=9999-12-31` runs through the end of
// that day, into year 10000, and the owner's roster, revenue, both CSVs and timetable answered 500.
// Every date a query takes is now a date between 2000-01-01 and 2099-12-31, else a 400 naming it.

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  ({ t, owner } = await createOwnerWorld());
  await addStudioAs(t, owner.token, { name: 'Bounds Studio', address: '1 Range Road', postcode: 'N1 9GU' });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
const between = (field: string) => ({
  message: `${field} must be a date between 2000-01-01 and 2099-12-31`,
  code: 'VALIDATION',
});
/** London's date `days` from today. */
const day = (days = 0) => isoDate(londonTime(Date.now() + days * 86_400_000));

describe('dates a query takes', () => {
  it.each([
    ['/api/owner/bookings?to=9999-12-31', 'to'],
    ['/api/owner/bookings?from=9999-12-31', 'from'],
    ['/api/owner/bookings?from=1999-12-31', 'from'],
    ['/api/owner/bookings?to=9999-12-31T23:59:59Z', 'to'],
    ['/api/owner/bookings?from=0001-01-01T00:00:00Z', 'from'],
    ['/api/owner/revenue?from=9999-12-25&to=9999-12-31', 'from'],
    [`/api/owner/revenue?from=${day()}&to=9999-12-31`, 'to'],
    ['/api/owner/revenue.csv?from=2099-12-25&to=2100-01-01', 'to'],
    ['/api/owner/bookings.csv?from=9999-12-31&to=9999-12-31', 'from'],
    ['/api/owner/sessions?from=9999-12-25&to=9999-12-31', 'from'],
    ['/api/owner/sessions?from=1999-12-31&to=2000-01-01', 'from'],
    ['/api/classes?date=9999-12-31', 'date'],
    ['/api/classes?date=1999-12-31', 'date'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(between(field));
  });

  it.each([
    '/api/owner/bookings?from=2000-01-01&to=2099-12-31',
    '/api/owner/bookings?to=2099-12-31T23:59:59Z',
    `/api/owner/bookings?from=${day(-7)}&to=${day(7)}`,
    '/api/owner/revenue?from=2099-12-25&to=2099-12-31',
    `/api/owner/revenue?from=${day(-30)}&to=${day()}`,
    '/api/owner/revenue.csv?from=2000-01-01&to=2000-01-07',
    '/api/owner/bookings.csv?from=2099-12-31&to=2099-12-31',
    `/api/owner/sessions?from=${day()}&to=${day(6)}`,
    '/api/owner/sessions?from=2099-12-25&to=2099-12-31',
    '/api/classes?date=2099-12-31',
    `/api/classes?date=${day(1)}`,
  ])('%s answers 200: the first and last days are in the range', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
  });

  it('draws /browse unfiltered for a date outside the range, as for a date that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/browse?date=9999-12-31' });
    expect(res.statusCode).toBe(200);
  });
});
