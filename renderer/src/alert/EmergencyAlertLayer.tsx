import { useEffect, useState } from 'react';
import { type EmergencyAlert, onEmergencyAlert } from './alert-events';
import { EmergencyAlertDialog } from './EmergencyAlertDialog';
import { releaseScreen } from './wake-lock';

/** Listens for the alert event and shows the newest alert; closing it lets the screen sleep again. */
export function EmergencyAlertLayer() {
  const [alert, setAlert] = useState<EmergencyAlert | null>(null);
  useEffect(() => onEmergencyAlert(setAlert), []);
  if (!alert) return null;
  const close = () => {
    setAlert(null);
    releaseScreen();
  };
  return <EmergencyAlertDialog key={alert.eventId} alert={alert} onClose={close} />;
}
