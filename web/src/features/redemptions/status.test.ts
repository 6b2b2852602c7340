import type { Redemption, RedemptionTimelineEntry } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { promiseOf, stepsOf } from './status';

const entry = (status: RedemptionTimelineEntry['status'], reason: string | null = null) => ({
  status,
  at: `2026-11-24T0${['pending_review', 'approved', 'paid', 'rejected', 'cancelled', 'failed'].indexOf(status)}:00:00Z`,
  actor: 'staff' as const,
  actor_id: 1,
  reason,
});

const request = (
  status: Redemption['status'],
  timeline: RedemptionTimelineEntry[],
  reason: string | null = null,
) => ({
  status,
  timeline,
  reason,
  stages: [
    {
      stage: 'review' as const,
      due_at: '2026-11-25T00:00:00Z',
      done_at: status === 'pending_review' ? null : 'x',
    },
    { stage: 'payout' as const, due_at: '2026-11-27T00:00:00Z', done_at: status === 'approved' ? null : 'x' },
  ],
});

describe('a redemption’s stepper', () => {
  it('shows pending review under way, the rest to come', () => {
    const steps = stepsOf(request('pending_review', [entry('pending_review')]));
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['pending_review', 'current'],
      ['approved', 'upcoming'],
      ['paid', 'upcoming'],
    ]);
    expect(steps[0]?.at).toBe('2026-11-24T00:00:00Z');
  });

  it('shows every step done once paid', () => {
    const steps = stepsOf(request('paid', [entry('pending_review'), entry('approved'), entry('paid')]));
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done']);
  });

  it('stops after review with the staff’s reason when rejected', () => {
    const steps = stepsOf(
      request('rejected', [entry('pending_review'), entry('rejected', 'Documents do not match')]),
    );
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['pending_review', 'done'],
      ['rejected', 'stopped'],
    ]);
    expect(steps[1]?.reason).toBe('Documents do not match');
  });

  it('stops after approval when the payout failed', () => {
    const steps = stepsOf(
      request('failed', [entry('pending_review'), entry('approved'), entry('failed')], 'Account closed'),
    );
    expect(steps.map((s) => s.status)).toEqual(['pending_review', 'approved', 'failed']);
    expect(steps[2]?.reason).toBe('Account closed');
  });
});

describe('the promise a player waits on', () => {
  it('is the review’s while pending, the payout’s once approved, none once final', () => {
    expect(promiseOf(request('pending_review', []))).toBe('2026-11-25T00:00:00Z');
    expect(promiseOf(request('approved', []))).toBe('2026-11-27T00:00:00Z');
    expect(promiseOf(request('paid', []))).toBeNull();
  });
});
