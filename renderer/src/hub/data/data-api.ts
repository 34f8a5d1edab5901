import { backupSchema, backupsResponseSchema, dataInfoSchema } from '../../../../shared/api/command';
import { hubRequest } from '../hub-api';

export function createBackup() {
  return hubRequest('/api/hub/backup', { method: 'POST', body: {}, schema: backupSchema });
}

export function fetchBackups() {
  return hubRequest('/api/hub/backups', { schema: backupsResponseSchema });
}

export function fetchDataInfo() {
  return hubRequest('/api/hub/data', { schema: dataInfoSchema });
}

export const backupDownloadPath = (name: string) => `/api/hub/backups/${encodeURIComponent(name)}`;
export const INCIDENTS_CSV_PATH = '/api/hub/export/incidents.csv';
