import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { idPrefix } from '../../../shared/ids';
import { distanceText } from '../feed/feed-format';
import { useFeedStore } from '../feed/feed-store';
import { formatCoordinates } from '../location/resolved-location';
import { EmergencyMap } from '../map/EmergencyMap';
import { useProStatus } from '../pro/pro-status';
import type { EmergencyAlert } from './alert-events';
import { AlertSirenControls } from './AlertSirenControls';
import { AlertTips } from './AlertTips';
import { DirectionsButton } from './DirectionsButton';
import { ProUpsell } from './ProUpsell';
import { useViewerDistance } from './use-viewer-distance';
import { TranslateControl } from '../translate/TranslateControl';

type EmergencyAlertDialogProps = { alert: EmergencyAlert; onClose: () => void };

function AlertMessage({ alert }: { alert: EmergencyAlert }) {
  if (!alert.escalatedFromProxy) {
    return (
      <>
        <p className="alert-message">{alert.message || 'Emergency Alert'}</p>
        {alert.message ? <TranslateControl text={alert.message} context="sos" /> : null}
      </>
    );
  }
  return (
    <div className="escalated-block">
      <p className="escalated-title">Escalated by Community</p>
      <p className="escalated-text">
        Neighbours escalated this concern to a full emergency after community voting or a homeowner&apos;s request for help.
      </p>
      {alert.originalProxyMessage ? (
        <>
          <blockquote className="escalated-quote">{alert.originalProxyMessage}</blockquote>
          <TranslateControl text={alert.originalProxyMessage} context="report" />
        </>
      ) : null}
    </div>
  );
}

/** The Emergency Alert dialog (spec/core.md §2): who, what, where, the map or upsell, siren, directions. */
export function EmergencyAlertDialog({ alert, onClose }: EmergencyAlertDialogProps) {
  const proStatus = useProStatus((state) => state.status);
  const content = useRef<HTMLDivElement>(null);
  const distance = useViewerDistance(alert, !alert.isInitiator);
  const status = useFeedStore((state) => state.events[alert.eventId]?.status ?? 'active');
  const sender = alert.senderName || 'Trusted Contact';
  const upgrade = () => {
    onClose();
    window.dispatchEvent(new Event('navigate-to-pro'));
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay alert-overlay" />
        <RadixDialog.Content
          ref={content}
          className="dialog alert-dialog"
          data-testid="emergency-alert-dialog"
          aria-describedby="alert-summary"
          // Focus the alert itself, not its close button: screen readers read it out, and nothing looks pre-selected.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
        >
          <div className="alert-header">
            <span className="pulse-dot" aria-hidden="true" />
            <RadixDialog.Title className="dialog-title alert-title">Emergency Alert</RadixDialog.Title>
            {alert.escalatedFromProxy ? <span className="badge badge-escalated">Community Escalated</span> : null}
            <RadixDialog.Close className="icon-button dialog-close alert-close" aria-label="Close">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>

          {status === 'active' ? null : (
            <p className="alert-ended" role="status">
              {status === 'cancelled' ? 'The sender cancelled this emergency.' : 'This emergency has ended.'}
            </p>
          )}
          <div id="alert-summary" className="alert-summary">
            <AlertMessage alert={alert} />
            <p className="alert-from">From: {sender}</p>
            {/* Non-Pro viewers see the approximate coordinates in the upsell instead. */}
            {proStatus === 'free' ? null : (
              <p className="alert-location">
                <span className="muted">{alert.approximate ? 'Approximate location: ' : 'Location: '}</span>
                <span className="mono nowrap">{formatCoordinates(alert.lat, alert.lng, alert.approximate ? 3 : 6)}</span>
                {distance === null ? null : <span className="muted nowrap"> · {distanceText(distance)}</span>}
              </p>
            )}
          </div>

          {proStatus === 'free' ? (
            <ProUpsell lat={alert.lat} lng={alert.lng} onUpgrade={upgrade} />
          ) : (
            <EmergencyMap lat={alert.lat} lng={alert.lng} sender={sender} approximate={alert.approximate} proStatus={proStatus} />
          )}

          <AlertSirenControls eventId={alert.eventId} isInitiator={alert.isInitiator} />

          <div className="alert-actions">
            <DirectionsButton lat={alert.lat} lng={alert.lng} />
            {alert.pcmListenUrl ? (
              <a className="button button-secondary" href={alert.pcmListenUrl} target="_blank" rel="noopener">
                Listen live
              </a>
            ) : null}
          </div>

          <AlertTips />
          <p className="alert-footer">
            Event <code>{idPrefix(alert.eventId)}</code>
          </p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
