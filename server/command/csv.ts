import { INCIDENT_CSV_COLUMNS, type Incident } from '../../shared/api/command';

/**
 * One RFC 4180 field: quoted when it holds a comma, quote, CR or LF, with quotes doubled.
 * Free text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe: residents write these messages and the coordinator opens the file.
 */
export function csvField(value: string | number | null | undefined, freeText = false): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (freeText && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

export function incidentCsvRow(incident: Incident): string {
  const sos = incident.kind === 'sos';
  return [
    csvField(incident.id),
    csvField(incident.kind),
    csvField(incident.status),
    csvField(incident.severity),
    csvField(iso(incident.createdAt)),
    csvField(iso(incident.endedAt)),
    csvField(incident.lat),
    csvField(incident.lng),
    csvField(incident.message, true),
    csvField(sos ? incident.recipients : null),
    csvField(sos ? incident.deliveries : null),
  ].join(',');
}

/**
 * The whole export: a header line, then one line per incident, CRLF line ends (RFC 4180).
 * A UTF-8 byte order mark leads, so spreadsheet programs read non-ASCII messages correctly.
 */
export function incidentsCsv(incidents: Incident[]): string {
  const lines = [INCIDENT_CSV_COLUMNS.join(','), ...incidents.map(incidentCsvRow)];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
