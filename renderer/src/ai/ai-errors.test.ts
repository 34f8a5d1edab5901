import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { aiErrorToast, needsProRecheck } from './ai-errors';

const error = (status: number, code: string | null, message = 'server says') => new ApiRequestError(status, code, message);

describe('assistant error toasts', () => {
  it('maps the hub’s codes to the spec’s titles for both assistants', () => {
    for (const assistant of ['coach', 'help'] as const) {
      expect(aiErrorToast(error(403, 'pro_access_required'), assistant).title).toBe('Pro Feature Required');
      expect(aiErrorToast(error(503, 'service_temporarily_unavailable'), assistant)).toMatchObject({
        title: 'Service Busy',
        description: expect.stringContaining('try again in a few minutes'),
      });
      expect(aiErrorToast(error(422, 'content_flagged'), assistant)).toMatchObject({
        title: 'Content Issue',
        description: expect.stringContaining('cannot be processed for safety'),
      });
    }
  });

  it('names the assistant for anything else', () => {
    expect(aiErrorToast(error(500, 'internal_error', 'Something broke'), 'coach')).toMatchObject({
      title: 'AI Coach Unavailable',
      description: 'Something broke',
    });
    expect(aiErrorToast(new TypeError('Failed to fetch'), 'help')).toMatchObject({
      title: 'AI Help Unavailable',
      description: 'Please try again later.',
    });
  });

  it('asks for a fresh Pro status only after pro_access_required', () => {
    expect(needsProRecheck(error(403, 'pro_access_required'))).toBe(true);
    expect(needsProRecheck(error(503, 'service_temporarily_unavailable'))).toBe(false);
  });
});
