import { type APIRequestContext, expect } from '@playwright/test';
import type { ClassWithDetails } from '../../src/common/schemas/class';
import type { CreateClassInput } from '../../src/common/schemas/owner-class';
import type { CreateSessionInput } from '../../src/common/schemas/owner-session';
import type { CreateStudioInput } from '../../src/common/schemas/owner-studio';
import type { PublicSession } from '../../src/common/schemas/session';
import { bearer, login, newAccount, register } from './accounts';
import { api } from './api';

const HOUR = 3_600_000;

/** What a test wants of its class; everything has a default. */
export interface ClassPlan {
  studio?: Partial<CreateStudioInput>;
  class?: Partial<CreateClassInput>;
  /** Fields every session gets (special instructions, a meeting link). */
  session?: Partial<CreateSessionInput>;
  /** When each session starts, in hours from now: one two days away unless said. */
  startsInHours?: number[];
}

export interface OwnClass {
  /** The owner's bearer token, for owner screens and owner API calls. */
  ownerToken: string;
  /** The class as the public API answers it (GET /api/classes/:id), studio and sessions included. */
  cls: ClassWithDetails;
  /** Its sessions, soonest first. */
  sessions: PublicSession[];
  /** The first of them: most tests need one. */
  session: PublicSession;
}

/** POSTs with this bearer token and expects success; a failure says what the API answered. */
export async function postAs<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: object = {},
): Promise<T> {
  const res = await request.post(url, { headers: bearer(token), data });
  expect(res.ok(), `POST ${url} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/**
 * A new studio owner with one studio, one class and its sessions, made through the owner API exactly as
 * the dashboard makes them. Nothing else books these sessions, so a test can count places, fill the
 * class or cancel without caring what other tests do, run alone, in any order, and run again on the
 * same server. The title carries a unique suffix so a test can find its class among every run's.
 */
export async function createOwnClass(request: APIRequestContext, plan: ClassPlan = {}): Promise<OwnClass> {
  const owner = newAccount('owner', { userType: 'studio' });
  await register(request, owner);
  const { token } = await login(request, owner.email, owner.password);
  const suffix = owner.email.split('@')[0]?.slice(-6) ?? '';
  const studio = await postAs<{ id: string }>(request, token, '/api/studios', {
    name: `Quiet Room ${suffix}`,
    address: '12 Calm Street',
    postcode: 'E1 6AN',
    serviceTypes: ['yoga', 'sound-bath'],
    ...plan.studio,
  });
  const created = await postAs<{ id: string }>(request, token, `/api/studios/${studio.id}/classes`, {
    title: `Slow Flow ${suffix}`,
    serviceType: 'yoga',
    deliveryMethod: 'in-person',
    duration: 60,
    price: '18.00',
    maxParticipants: 10,
    ...plan.class,
  });
  for (const hours of plan.startsInHours ?? [48]) {
    await postAs(request, token, `/api/classes/${created.id}/sessions`, {
      startTime: new Date(Date.now() + hours * HOUR).toISOString(),
      ...plan.session,
    });
  }
  const cls = await api.class(request, created.id);
  const [session] = cls.upcomingSessions;
  if (!session) throw new Error('the new class lists no upcoming session');
  return { ownerToken: token, cls, sessions: cls.upcomingSessions, session };
}

/**
 * Takes the class out of the catalogue again: its owner deactivates the studio, cancelling whatever is
 * still booked. Without this every run would leave its classes behind, and the lists the catalogue
 * specs page through would grow with each run on the same server.
 */
export async function removeOwnClass(request: APIRequestContext, { ownerToken, cls }: OwnClass) {
  const res = await request.delete(`/api/studios/${cls.studioId}?cancelSessions=true`, {
    headers: bearer(ownerToken),
  });
  expect(res.status(), await res.text()).toBe(200);
}
