import { z } from 'zod';
import { contactResponseSchema, contactsListResponseSchema } from '../../../shared/api/contacts';
import { apiRequest } from '../api/client';

const deleteResponseSchema = z.object({ success: z.boolean() });

function contactPath(userId: string, contactUserId: string): string {
  return `/api/trusted-contacts/${encodeURIComponent(userId)}/${encodeURIComponent(contactUserId)}`;
}

export async function fetchContacts(userId: string) {
  const query = new URLSearchParams({ userId });
  return (await apiRequest(`/api/trusted-contacts?${query}`, { schema: contactsListResponseSchema })).contacts;
}

export async function addContact(userId: string, contactUserId: string, name: string) {
  const body = { userId, contactUserId, name };
  return (await apiRequest('/api/trusted-contacts', { method: 'POST', body, schema: contactResponseSchema })).contact;
}

export async function renameContact(userId: string, contactUserId: string, name: string) {
  const path = contactPath(userId, contactUserId);
  return (await apiRequest(path, { method: 'PUT', body: { name }, schema: contactResponseSchema })).contact;
}

export async function removeContact(userId: string, contactUserId: string) {
  await apiRequest(contactPath(userId, contactUserId), { method: 'DELETE', schema: deleteResponseSchema });
}
