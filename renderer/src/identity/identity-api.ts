import { timezoneResponseSchema, userResponseSchema, type CreateUserRequest } from '../../../shared/api/users';
import { apiRequest } from '../api/client';

export function createUser(request: CreateUserRequest) {
  return apiRequest('/api/users', { method: 'POST', body: request, schema: userResponseSchema });
}

export function sendTimezone(timezone: string) {
  return apiRequest('/api/user/timezone', { method: 'POST', body: { timezone }, schema: timezoneResponseSchema });
}
