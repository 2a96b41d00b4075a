import type { EmployerPipelineCandidate } from '@bayti/data/contract';
import { employerPipelineSample } from '@bayti/data/fixtures';
import { describe, expect, test } from 'vitest';
import { offerCell, rowActions } from './row-actions';

const row = employerPipelineSample.find((entry) => entry.status === 'interview')!;
const pendingOffer = {
  id: 9,
  status: 'pending',
  expiresAt: '2026-11-27T06:00:00.000Z',
  startOn: '2026-12-15',
  monthlySalaryAed: 2500,
  declineReason: null,
} as const;
const withOffer = (
  status: EmployerPipelineCandidate['status'],
  offer: EmployerPipelineCandidate['offer'],
  available = true,
): EmployerPipelineCandidate => ({ ...row, status, offer, available });

describe('rowActions', () => {
  test('an offer can be sent from the shortlist, an interview or a selection', () => {
    expect(rowActions(withOffer('shortlisted', null))).toEqual([
      'offer',
      'interview',
      'select',
      'reject',
    ]);
    expect(rowActions(withOffer('selected', null))).toEqual(['offer', 'select', 'reject']);
    expect(rowActions(withOffer('rejected', null))).toEqual(['shortlist']);
    expect(rowActions(withOffer('hired', null))).toEqual(['return']);
  });

  test('a pending offer is withdrawn before another is sent; a declined one can be sent again', () => {
    expect(rowActions(withOffer('selected', pendingOffer))).toEqual([
      'withdraw',
      'select',
      'reject',
    ]);
    const declined = { ...pendingOffer, status: 'declined', declineReason: 'salary' } as const;
    expect(rowActions(withOffer('selected', declined))[0]).toBe('offer');
  });

  test('a candidate under 18 is never offered', () => {
    expect(rowActions({ ...withOffer('selected', null), age: 17 })).toEqual(['select', 'reject']);
  });

  test('a candidate hired by another family can only be rejected', () => {
    expect(rowActions(withOffer('interview', pendingOffer, false))).toEqual(['reject']);
    expect(rowActions(withOffer('rejected', null, false))).toEqual([]);
  });
});

describe('offerCell', () => {
  const now = new Date('2026-11-22T06:00:00.000Z');

  test('a pending offer counts the days left, a part day whole', () => {
    expect(offerCell(withOffer('selected', pendingOffer), now)).toEqual({
      kind: 'pending',
      days: 5,
    });
    const lastDay = { ...pendingOffer, expiresAt: '2026-11-22T20:00:00.000Z' };
    expect(offerCell(withOffer('selected', lastDay), now)).toEqual({ kind: 'pending', days: 1 });
    const past = { ...pendingOffer, expiresAt: '2026-11-22T05:00:00.000Z' };
    expect(offerCell(withOffer('selected', past), now)).toEqual({ kind: 'pending', days: 0 });
  });

  test('no longer available wins over the offer; no offer reads none', () => {
    expect(offerCell(withOffer('selected', pendingOffer, false), now)).toEqual({
      kind: 'unavailable',
    });
    expect(offerCell(withOffer('selected', null), now)).toEqual({ kind: 'none' });
  });

  test('an answered or closed offer shows its state', () => {
    const expired = { ...pendingOffer, status: 'expired' } as const;
    expect(offerCell(withOffer('selected', expired), now)).toEqual({
      kind: 'answered',
      entry: expired,
    });
  });
});
