import type { SubscriptionStatus } from '@stillpoint/api/contract';
import { describe, expect, it } from 'vitest';
import { paywallState } from './paywallState';
import { billingDate } from './queries';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const trial: SubscriptionStatus = {
  isSubscribed: false,
  status: 'trial',
  isTrialActive: true,
  trialEndsAt: '2026-12-05T12:00:00.000Z',
  currentPeriodEnd: null,
  isDeveloperAccount: false,
  plan: null,
  hasAccess: true,
  currency: 'EUR',
  freeSession: { used: false, activeUntil: null },
  lastCheckout: null,
  provider: 'local',
};

describe('what the paywall says of the user’s state', () => {
  it('a running trial: until when, that subscribing now is paid today for the time after it, the way on; no free session', () => {
    expect(paywallState(trial, NOW)).toEqual({
      // Dates are written in the user's locale ("5 December 2026" under en-GB).
      note: `Your free trial runs until ${billingDate(trial.trialEndsAt)}. If you subscribe now, you pay today and your paid time begins when the trial ends: you lose no trial day.`,
      onward: 'Continue with your trial',
      freeSession: false,
    });
  });

  it('an ended trial offers the free session once; during its hour the way on, not the offer', () => {
    const ended = { ...trial, isTrialActive: false, hasAccess: false, trialEndsAt: '2026-11-20T12:00:00.000Z' };
    expect(paywallState(ended, NOW)).toMatchObject({ note: expect.stringMatching(new RegExp(`^Your free trial ended on ${billingDate(ended.trialEndsAt)}\\. If you subscribe now, you pay today`)), onward: null, freeSession: true });
    const inFreeHour = { ...ended, hasAccess: true, freeSession: { used: true, activeUntil: '2026-11-28T12:30:00.000Z' } };
    expect(paywallState(inFreeHour, NOW)).toMatchObject({ onward: 'Continue to Stillpoint', freeSession: false });
  });

  it('a subscriber and a developer account read no offer at all', () => {
    expect(paywallState({ ...trial, status: 'active', isSubscribed: true, isTrialActive: false, plan: 'yearly', currentPeriodEnd: '2027-06-01T00:00:00.000Z' }, NOW)).toEqual({ note: null, onward: 'Continue to Stillpoint', freeSession: false });
    expect(paywallState({ ...trial, status: 'active', isDeveloperAccount: true, isTrialActive: false }, NOW)).toEqual({ note: null, onward: 'Continue to Stillpoint', freeSession: false });
  });
});
