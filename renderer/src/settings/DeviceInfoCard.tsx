import { useIdentityStore } from '../identity/identity-store';

function deviceFacts(deviceId: string): [string, string][] {
  return [
    ['Device ID', deviceId],
    ['Platform', navigator.platform || 'Unknown'],
    ['Language', navigator.language || 'Unknown'],
    ['Screen', `${window.screen.width} × ${window.screen.height}`],
  ];
}

export function DeviceInfoCard() {
  const deviceId = useIdentityStore((state) => state.deviceId);
  return (
    <section className="card settings-section" aria-labelledby="device-info-title">
      <h3 id="device-info-title">Device Information</h3>
      <dl className="facts">
        {deviceFacts(deviceId).map(([label, value]) => (
          <div key={label} className="fact">
            <dt>{label}</dt>
            <dd className={label === 'Device ID' ? 'mono break' : undefined} data-testid={label === 'Device ID' ? 'device-id-full' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
