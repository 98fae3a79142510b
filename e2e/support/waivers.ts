import { type APIRequestContext, expect } from '@playwright/test';
import { DEFAULT_WAIVER_QUESTIONS, type WaiverSignature } from '../../src/common/schemas/waiver';
import { bearer, newStudent } from './accounts';
import type { OwnClass } from './own-data';

// A studio's waiver and a student's signature, made through the API as the screens make them (issue 66).

export const WAIVER_TITLE = 'Quiet Room waiver';

/** The owner gives their studio a waiver with the four suggested questions; answers its version. */
export async function giveWaiver(request: APIRequestContext, own: OwnClass): Promise<number> {
  const res = await request.put(`/api/studios/${own.cls.studio.id}/waiver`, {
    headers: bearer(own.ownerToken),
    data: {
      title: WAIVER_TITLE,
      body: 'I take part at my own risk.\n\nI will tell my teacher about any injury or condition.',
      questions: DEFAULT_WAIVER_QUESTIONS,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { version: number }).version;
}

/** The student signs it, pregnant and with a sore knee: two flagged answers for the roster. */
export async function signWaiver(
  request: APIRequestContext,
  token: string,
  own: OwnClass,
  version: number,
): Promise<WaiverSignature> {
  const res = await request.post(`/api/studios/${own.cls.studio.id}/waiver/signatures`, {
    headers: bearer(token),
    data: {
      version,
      fullName: 'Ada Lovelace',
      agree: true,
      healthConsent: true,
      answers: {
        injuries: 'Sore left knee',
        pregnancy: 'yes',
        medication: 'no',
        'emergency-contact': 'Charles Babbage 07700 900123',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as WaiverSignature;
}

/**
 * A new student at a studio that has just been given a waiver; `signed` has them sign it first
 * (see signWaiver for their answers).
 */
export async function studentAtWaiverStudio(
  request: APIRequestContext,
  own: OwnClass,
  label: string,
  { signed }: { signed: boolean },
) {
  const version = await giveWaiver(request, own);
  const student = await newStudent(request, label);
  if (signed) await signWaiver(request, student.token, own, version);
  return { version, student };
}
