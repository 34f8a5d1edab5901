import { describe, expect, it } from 'vitest';
import type { NearbyConcern } from '../../../shared/api/assist';
import {
  canVote,
  minutesRemaining,
  photoAddress,
  showsHomeownerPrompt,
  statusLabel,
  timeProgress,
  timeRemainingText,
  voteProgress,
  voteProgressText,
  votesNeededText,
} from './assist-format';
import { concernNotice } from './ConcernNotice';

const now = 1_750_000_000_000;
const MINUTE = 60_000;

function concern(patch: Partial<NearbyConcern> = {}): NearbyConcern {
  return {
    eventId: 'c1',
    userId: null,
    isOwn: false,
    severity: 'critical',
    status: 'pending',
    closeReason: null,
    message: 'Door wide open since this morning',
    locationDescription: '14 Elm Street',
    currentVotes: 0,
    dismissVotes: 0,
    escalationThreshold: 3,
    radiusM: 200,
    expiresAt: now + 20 * MINUTE,
    createdAt: now - 10 * MINUTE,
    updatedAt: now - 10 * MINUTE,
    lat: 52.37,
    lng: 4.895,
    approximateLocation: '52.370, 4.895',
    distanceM: 120,
    escalatedSosId: null,
    hasPhoto: false,
    photoUrl: null,
    myVote: null,
    ...patch,
  };
}

describe('time remaining', () => {
  it('counts whole minutes up, never below zero', () => {
    expect(minutesRemaining(now + 12 * MINUTE, now)).toBe(12);
    expect(minutesRemaining(now + 12 * MINUTE + 1, now)).toBe(13);
    expect(minutesRemaining(now + 1000, now)).toBe(1);
    expect(minutesRemaining(now - 5 * MINUTE, now)).toBe(0);
    expect(timeRemainingText(now + 12 * MINUTE, now)).toBe('12 min remaining');
    expect(timeRemainingText(now, now)).toBe('Expired');
  });

  it('scales the bar to 30 minutes, full for longer expiries, empty when over', () => {
    expect(timeProgress(now + 15 * MINUTE, now)).toBe(0.5);
    expect(timeProgress(now + 30 * MINUTE, now)).toBe(1);
    expect(timeProgress(now + 120 * MINUTE, now)).toBe(1);
    expect(timeProgress(now - MINUTE, now)).toBe(0);
  });
});

describe('vote progress', () => {
  it("reads 'x of y votes' and how many more are needed", () => {
    expect(voteProgressText(2, 3)).toBe('2 of 3 votes');
    expect(votesNeededText(0, 3)).toBe('3 more votes needed to escalate to full SOS');
    expect(votesNeededText(2, 3)).toBe('1 more vote needed to escalate to full SOS');
    expect(votesNeededText(3, 3)).toBeNull();
    expect(votesNeededText(5, 3)).toBeNull();
  });

  it('fills the vote bar as a share of the threshold, capped at full', () => {
    expect(voteProgress(1, 4)).toBe(0.25);
    expect(voteProgress(4, 3)).toBe(1);
    expect(voteProgress(0, 0)).toBe(1);
  });
});

describe('who may do what', () => {
  it('lets a neighbour vote once on an open concern that is not their own', () => {
    expect(canVote(concern(), now)).toBe(true);
    expect(canVote(concern({ isOwn: true }), now)).toBe(false);
    expect(canVote(concern({ myVote: 'dismiss' }), now)).toBe(false);
    expect(canVote(concern({ status: 'escalated' }), now)).toBe(false);
    expect(canVote(concern({ expiresAt: now }), now)).toBe(false);
  });

  it('prompts the homeowner only for open, critical concerns the viewer did not flag', () => {
    expect(showsHomeownerPrompt(concern(), now)).toBe(true);
    expect(showsHomeownerPrompt(concern({ severity: 'warning' }), now)).toBe(false);
    expect(showsHomeownerPrompt(concern({ isOwn: true }), now)).toBe(false);
    expect(showsHomeownerPrompt(concern({ status: 'resolved' }), now)).toBe(false);
    expect(showsHomeownerPrompt(concern({ expiresAt: now - 1 }), now)).toBe(false);
  });
});

describe('status and notices', () => {
  it('labels each status, a vote-dismissed concern as Dismissed', () => {
    expect(statusLabel('pending', null)).toBe('Pending');
    expect(statusLabel('escalated', null)).toBe('Escalated');
    expect(statusLabel('cancelled', 'false_alarm')).toBe('Dismissed');
    expect(statusLabel('cancelled', 'duplicate')).toBe('Cancelled');
    expect(statusLabel('resolved', 'resolved')).toBe('Resolved');
  });

  it('gives the initiator the own-request note and closed concerns their notice', () => {
    expect(concernNotice(concern({ isOwn: true }), now)?.testId).toBe('assist-own-notice');
    expect(concernNotice(concern({ status: 'escalated', isOwn: true }), now)?.testId).toBe('assist-escalated-notice');
    expect(concernNotice(concern({ expiresAt: now - 1 }), now)?.testId).toBe('assist-expired-notice');
    expect(concernNotice(concern({ myVote: 'escalate' }), now)?.text).toBe('You voted to escalate. Thank you.');
    expect(concernNotice(concern(), now)).toBeNull();
  });

  it('asks for the photo with the viewer position', () => {
    expect(photoAddress('/api/proxy-sos/c1/photo', { lat: 52.3702159, lng: 4.8951 })).toBe(
      '/api/proxy-sos/c1/photo?lat=52.370216&lng=4.895100',
    );
    expect(photoAddress('/api/proxy-sos/c1/photo', null)).toBe('/api/proxy-sos/c1/photo');
  });
});
