import { z } from 'zod';
import { residentSummarySchema } from '../../../../shared/api/pro';
import { hubRequest } from '../hub-api';

export function fetchResidents() {
  return hubRequest('/api/hub/residents', { schema: z.object({ residents: z.array(residentSummarySchema) }) });
}

export function setResidentPro(id: string, active: boolean) {
  return hubRequest(`/api/hub/residents/${encodeURIComponent(id)}/pro`, {
    method: 'POST',
    body: { active },
    schema: z.object({ id: z.string(), proActive: z.boolean() }),
  });
}

export function creditResidentJin(id: string, amountJin: number, memo: string) {
  return hubRequest(`/api/hub/residents/${encodeURIComponent(id)}/jin`, {
    method: 'POST',
    body: { amountJin, memo },
    schema: z.object({ id: z.string(), balanceJin: z.number() }),
  });
}
