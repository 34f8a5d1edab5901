import { useCallback, useState } from 'react';
import type { Backup, DataInfo } from '../../../../shared/api/command';
import { errorMessage } from '../../api/client';
import { showToast } from '../../toasts/toast-store';
import { formatBytes, formatDateTime } from '../format';
import { usePoll } from '../use-poll';
import { backupDownloadPath, createBackup, fetchBackups, fetchDataInfo, INCIDENTS_CSV_PATH } from './data-api';
import { DownloadButton } from './DownloadButton';

const DATA_POLL_MS = 15_000;

function BackupLine({ backup }: { backup: Backup }) {
  return (
    <li className="cc-backup" data-testid="backup-row">
      <span className="cc-backup-name">
        <code className="break">{backup.name}</code>
        <span className="muted cc-small">
          {formatBytes(backup.bytes)} · {formatDateTime(backup.createdAt)}
        </span>
      </span>
      <DownloadButton path={backupDownloadPath(backup.name)} fileName={backup.name} label={`Download ${backup.name}`}>
        Download
      </DownloadButton>
    </li>
  );
}

/** Backups, the data folder, and the incident export. */
export function DataPage() {
  const [info, setInfo] = useState<DataInfo | null>(null);
  const [backups, setBackups] = useState<Backup[]>([]);
  const [latest, setLatest] = useState<Backup | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    const [data, list] = await Promise.all([fetchDataInfo(), fetchBackups()]);
    setInfo(data);
    setBackups(list.backups);
  }, []);
  usePoll(load, DATA_POLL_MS);

  const backUp = async () => {
    setBusy(true);
    try {
      const backup = await createBackup();
      setLatest(backup);
      showToast({ title: 'Backup written', description: `${backup.name} (${formatBytes(backup.bytes)})`, variant: 'success' });
      await load();
    } catch (error) {
      showToast({ title: 'Backup failed', description: errorMessage(error, 'The hub could not write the backup.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="cc-page">
      <section className="card cc-settings-section" aria-labelledby="backup-title">
        <h2 id="backup-title" className="cc-card-title">
          Backup
        </h2>
        <p className="muted">
          A complete copy of the database (residents, contacts, incidents, JIN ledger, settings), taken while the hub keeps
          running. Recordings are files in the data folder: copy that folder to keep them too.
        </p>
        <div className="cc-form-row">
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void backUp()}>
            {busy ? 'Backing up…' : 'Back up now'}
          </button>
        </div>
        {latest ? (
          <div className="cc-latest-backup" role="status" data-testid="latest-backup">
            <p>
              Written <code className="break">{latest.name}</code> ({formatBytes(latest.bytes)}) to <code className="break">{latest.file}</code>
            </p>
            <DownloadButton path={backupDownloadPath(latest.name)} fileName={latest.name} primary>
              Download this backup
            </DownloadButton>
          </div>
        ) : null}
        {backups.length > 0 ? (
          <>
            <h3 className="cc-subtitle">Backups on the hub ({backups.length})</h3>
            <ul className="cc-backup-list">
              {backups.map((backup) => (
                <BackupLine key={backup.name} backup={backup} />
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className="card cc-settings-section" aria-labelledby="export-title">
        <h2 id="export-title" className="cc-card-title">
          Export
        </h2>
        <p className="muted">Every SOS and neighbour concern as a spreadsheet (CSV): times, status, precise location, message, how many it reached.</p>
        <div className="cc-form-row">
          <DownloadButton path={INCIDENTS_CSV_PATH} fileName={`neighborwatch-incidents-${today}.csv`}>
            Export incidents (CSV)
          </DownloadButton>
        </div>
      </section>

      <section className="card cc-settings-section" aria-labelledby="folder-title">
        <h2 id="folder-title" className="cc-card-title">
          Data folder
        </h2>
        {info ? (
          <dl className="cc-facts">
            <div>
              <dt>Location</dt>
              <dd>
                <code className="break" data-testid="data-dir">
                  {info.dataDir}
                </code>
              </dd>
            </div>
            <div>
              <dt>Database</dt>
              <dd>{formatBytes(info.databaseBytes)}</dd>
            </div>
            <div>
              <dt>Recordings</dt>
              <dd>
                {info.recordings} files, {formatBytes(info.recordingsBytes)}
              </dd>
            </div>
            <div>
              <dt>Backups</dt>
              <dd>
                {info.backups}, {formatBytes(info.backupsBytes)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="muted">Loading…</p>
        )}
        <p className="muted cc-small">The folder also holds the certificate and the coordinator token: keep it private.</p>
      </section>
    </div>
  );
}
