import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { showToast } from '../../toasts/toast-store';
import { saveDownload } from './save-download';

type DownloadButtonProps = { path: string; fileName: string; children: ReactNode; primary?: boolean; label?: string };

export function DownloadButton({ path, fileName, children, primary = false, label }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveDownload(path, fileName);
    } catch (error) {
      showToast({ title: 'Download failed', description: errorMessage(error, 'The hub did not send the file.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`button button-small ${primary ? 'button-primary' : 'button-secondary'}`} disabled={busy} aria-label={label} onClick={() => void download()}>
      {busy ? 'Downloading…' : children}
    </button>
  );
}
