import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, waiverSignatures } from '../../src/server/db/schema';
import { bearer, createOwnerWithToken, createUsersWithTokens, type TestUser } from '../helpers/fixtures';
import { checkInvariantsAfterEach } from '../helpers/invariants';
import { lockWaiters } from '../helpers/lock-waiters';
import { A_PACK, purchase, sell, sessionOf } from '../helpers/passes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';
import { until } from '../helpers/until';

// Issue 66's rule: a new waiver version saved while a student signs the old one, or books on it, is
// never followed by a place confirmed against a version the student did not see. The save's
// transaction is held open on a connection of the test's own (the studio row FOR UPDATE, the new
// version written, as documents.service does it); the booking, the signature and the purchase are
// sent once it holds, each waits for the studio's row, and all are let go together.

const TITLE = 'Practise safely';

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'a new waiver version racing a signature and a booking',
  () => {
    let t: TestApp;
    let owner: TestUser;
    let student: TestUser;
    let waiter: TestUser;
    let saver: pg.Client;
    let watcher: pg.Client;

    beforeAll(async () => {
      t = await createTestApp({ seed: false });
      owner = await createOwnerWithToken(t.database.db);
      [student, waiter] = (await createUsersWithTokens(t.database.db, 2)) as [TestUser, TestUser];
      saver = new pg.Client({ connectionString: t.url });
      watcher = new pg.Client({ connectionString: t.url });
      await Promise.all([saver.connect(), watcher.connect()]);
    });
    afterAll(async () => {
      await Promise.all([saver?.end(), watcher?.end()]);
      await t?.close();
    });
    checkInvariantsAfterEach(() => t.database.db);

    const inject = (method: 'POST' | 'PUT', url: string, who: TestUser, payload: object) =>
      t.app.inject({ method, url, headers: bearer(who.token), payload });

    /** Version 2 of the studio's waiver, written as the PUT writes it, in a transaction left open. */
    async function beginSavingVersion2(studioId: string) {
      await saver.query('begin');
      await saver.query('select id from studios where id = $1 for update', [studioId]);
      await saver.query(
        `insert into studio_waivers (studio_id, version, title, body, questions, created_at)
       values ($1, 2, 'Version two', 'New terms.', '[]'::jsonb, now())`,
        [studioId],
      );
      await saver.query('update studios set waiver_version = 2 where id = $1', [studioId]);
    }

    it('refuses the booking, the old signature and the purchase once the new version commits', async () => {
      const { studioId, sessionId } = await sessionOf(t, owner);
      const pack = await sell(t, owner, studioId, A_PACK);
      const v1 = await inject('PUT', `/api/studios/${studioId}/waiver`, owner, {
        title: TITLE,
        body: 'At my own risk.',
      });
      expect(v1.json()).toEqual({ version: 1 });
      // The student signed version 1 (the one they saw); the waiter read it but has not sent it yet.
      const signed = await inject('POST', `/api/studios/${studioId}/waiver/signatures`, student, {
        version: 1,
        fullName: 'Test User 0',
        agree: true,
      });
      expect(signed.statusCode, signed.body).toBe(201);

      let answers: LightMyRequestResponse[];
      await beginSavingVersion2(studioId);
      try {
        const booking = inject('POST', '/api/bookings', student, { sessionId, amountPaid: '18.00' });
        await until('the booking to wait for the studio', async () => (await lockWaiters(watcher)) === 1);
        const signature = inject('POST', `/api/studios/${studioId}/waiver/signatures`, waiter, {
          version: 1,
          fullName: 'Test User 1',
          agree: true,
        });
        await until('the signature to wait too', async () => (await lockWaiters(watcher)) === 2);
        const bought = purchase(t, student, pack.id);
        await until('the purchase to wait too', async () => (await lockWaiters(watcher)) === 3);
        await saver.query('commit');
        answers = await Promise.all([booking, signature, bought]);
      } catch (err) {
        await saver.query('rollback');
        throw err;
      }
      const [booked, sig, sold] = answers as [
        LightMyRequestResponse,
        LightMyRequestResponse,
        LightMyRequestResponse,
      ];
      expect(booked.statusCode, booked.body).toBe(409);
      expect(booked.json()).toMatchObject({ code: 'WAIVER_REQUIRED', studioId, version: 2 });
      expect(sig.statusCode, sig.body).toBe(409);
      expect(sig.json().code).toBe('WAIVER_OUTDATED');
      expect(sold.statusCode, sold.body).toBe(409);
      expect(sold.json()).toMatchObject({ code: 'WAIVER_REQUIRED', version: 2 });

      // Nothing was taken, and no signature of version 1 was added after version 2 existed.
      expect(await t.database.db.select().from(bookings).where(eq(bookings.sessionId, sessionId))).toEqual(
        [],
      );
      const sigs = await t.database.db
        .select()
        .from(waiverSignatures)
        .where(eq(waiverSignatures.studioId, studioId));
      expect(sigs.map((s) => s.userId)).toEqual([student.id]);
    });

    it('keeps a signature that committed first: the new version waits for it, and the next booking asks for that version', async () => {
      const { studioId, sessionId } = await sessionOf(t, owner);
      await inject('PUT', `/api/studios/${studioId}/waiver`, owner, {
        title: TITLE,
        body: 'At my own risk.',
      });
      const first = await inject('POST', `/api/studios/${studioId}/waiver/signatures`, student, {
        version: 1,
        fullName: 'Test User 0',
        agree: true,
      });
      expect(first.statusCode, first.body).toBe(201);
      // A signer's share lock on the studio, held open: the save of version 2 must wait for it.
      const signer = new pg.Client({ connectionString: t.url });
      await signer.connect();
      try {
        await signer.query('begin');
        await signer.query('select waiver_version from studios where id = $1 for share', [studioId]);
        const save = inject('PUT', `/api/studios/${studioId}/waiver`, owner, {
          title: 'Two',
          body: 'New terms.',
        });
        await until('the save to wait for the signature', async () => (await lockWaiters(watcher)) === 1);
        await signer.query('commit');
        expect((await save).json()).toEqual({ version: 2 });
      } finally {
        await signer.end();
      }
      // Signed at version 1 only: the booking is refused, for version 2; signed again, it is taken.
      const refused = await inject('POST', '/api/bookings', student, { sessionId, amountPaid: '18.00' });
      expect(refused.json()).toMatchObject({ code: 'WAIVER_REQUIRED', version: 2 });
      const signed = await inject('POST', `/api/studios/${studioId}/waiver/signatures`, student, {
        version: 2,
        fullName: 'Test User 0',
        agree: true,
      });
      expect(signed.statusCode, signed.body).toBe(201);
      const booked = await inject('POST', '/api/bookings', student, { sessionId, amountPaid: '18.00' });
      expect(booked.statusCode, booked.body).toBe(201);
    });
  },
);
