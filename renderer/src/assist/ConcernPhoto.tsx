import { useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { photoAddress } from './assist-format';
import { useAssistStore } from './assist-store';

/**
 * The concern's photo evidence, fetched with the viewer's position (the hub shows photos only
 * to neighbours in range). The address is fixed when the card first shows, so a moving position
 * does not download the photo again on every poll.
 */
export function ConcernPhoto({ photoUrl }: { photoUrl: string }) {
  const [src] = useState(() => photoAddress(photoUrl, useAssistStore.getState().viewer));
  const [failed, setFailed] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  if (failed) return <p className="muted assist-photo-missing">Photo not available</p>;
  return (
    <>
      <button type="button" className="assist-thumb" aria-label="View photo evidence" onClick={() => setEnlarged(true)}>
        <img src={src} alt="Photo evidence" loading="lazy" onError={() => setFailed(true)} data-testid="assist-photo" />
      </button>
      {enlarged ? (
        <Dialog open onOpenChange={setEnlarged} title="Photo evidence">
          <img className="assist-photo-full" src={src} alt="Photo evidence, enlarged" />
        </Dialog>
      ) : null}
    </>
  );
}
