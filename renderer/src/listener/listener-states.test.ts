import { describe, expect, it } from 'vitest';
import { describeClose, listenerStatusFor } from './listener-states';

describe('listenerStatusFor', () => {
  it('maps the link to the page’s five states', () => {
    expect(listenerStatusFor('idle')).toBe('idle');
    expect(listenerStatusFor('stopped')).toBe('idle');
    expect(listenerStatusFor('connecting')).toBe('connecting');
    expect(listenerStatusFor('reconnecting')).toBe('connecting');
    expect(listenerStatusFor('live')).toBe('connected');
    expect(listenerStatusFor('ended')).toBe('ended');
    expect(listenerStatusFor('refused')).toBe('error');
    expect(listenerStatusFor('failed')).toBe('error');
  });
});

describe('describeClose', () => {
  it('passes on the hub’s own reason for a refusal', () => {
    const problem = describeClose(4403, 'Only verified trusted contacts can access this emergency audio');
    expect(problem).toMatchObject({ title: 'Access not allowed', retryable: false });
    expect(problem.text).toBe('Only verified trusted contacts can access this emergency audio.');
  });

  it('has a refusal text even when the hub gave no reason', () => {
    expect(describeClose(4403, '').text).toMatch(/only verified trusted contacts/i);
  });

  it('says the emergency has ended on 4410', () => {
    expect(describeClose(4410, 'This emergency has ended').text).toMatch(/emergency has ended/);
  });

  it('asks to open the app on this device first on 4401', () => {
    const problem = describeClose(4401, 'Open this link on a device that uses this hub');
    expect(problem.text).toMatch(/Open the NeighborWatch app on this device first/);
    expect(problem.opensApp).toBe(true);
  });

  it('calls the link not valid on 4404', () => {
    expect(describeClose(4404, 'No emergency audio room with this link').text).toMatch(/audio link is not valid/);
  });

  it('treats anything else as a lost connection that may be retried', () => {
    expect(describeClose(1006, '')).toMatchObject({ title: 'Connection lost', retryable: true });
    expect(describeClose(null, '')).toMatchObject({ retryable: true });
  });
});
