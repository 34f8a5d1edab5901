import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatCoordinates } from '../location/resolved-location';
import type { ProStatus } from '../pro/pro-status';
import { useHubConfig } from './hub-config';
import { mountEmergencyMap } from './leaflet-map';
import { googleMapsUrl } from './map-links';

type EmergencyMapProps = {
  lat: number;
  lng: number;
  sender: string;
  /** The hub rounded the location for this viewer: a street-level map would be false precision. */
  approximate: boolean;
  proStatus: ProStatus;
};

function MapNotice({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'locked' | 'error' }) {
  return (
    <div className={`map-notice map-notice-${tone}`} data-testid="emergency-map-notice">
      {children}
    </div>
  );
}

/**
 * The Pro map in the Emergency Alert dialog (spec/core.md §2 "Map states"): checking Pro,
 * locked, loading, the map itself, or the offline fallback with a Google Maps link.
 */
export function EmergencyMap({ lat, lng, sender, approximate, proStatus }: EmergencyMapProps) {
  const { config, failed: configFailed } = useHubConfig();
  const element = useRef<HTMLDivElement>(null);
  const [mapState, setMapState] = useState<'loading' | 'ready' | 'error'>('loading');
  const canShow = proStatus === 'pro' && !approximate;
  const title = `Emergency - ${sender}`;

  useEffect(() => {
    if (!canShow || !config || !element.current) return;
    let alive = true;
    let cleanup: (() => void) | null = null;
    setMapState('loading');
    mountEmergencyMap(element.current, { lat, lng, title, tileUrl: config.mapTileUrl, attribution: config.mapAttribution }).then(
      (remove) => {
        if (!alive) return remove();
        cleanup = remove;
        setMapState('ready');
      },
      (error: unknown) => {
        console.warn('[map] load failed', error);
        if (alive) setMapState('error');
      },
    );
    return () => {
      alive = false;
      cleanup?.();
    };
  }, [canShow, config, lat, lng, title]);

  const coordinates = formatCoordinates(lat, lng, approximate ? 3 : 6);
  if (proStatus === 'unknown') return <MapNotice>Checking Pro status...</MapNotice>;
  if (!canShow) {
    return (
      <MapNotice tone="locked">
        <p className="map-notice-title">Pro Feature Required</p>
        <p>Maps access requires the Pro subscription.</p>
        <p className="mono">{coordinates}</p>
      </MapNotice>
    );
  }
  if (mapState === 'error' || configFailed) {
    return (
      <MapNotice tone="error">
        <p>Failed to load map. Please check your internet connection.</p>
        <p className="mono">{coordinates}</p>
        <a href={googleMapsUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
          Open in Google Maps
        </a>
      </MapNotice>
    );
  }
  return (
    <div className="emergency-map-frame">
      <div ref={element} className="emergency-map" data-testid="emergency-map" role="region" aria-label={`Map: ${title}`} />
      {mapState === 'loading' ? <div className="emergency-map-loading">Loading emergency map...</div> : null}
    </div>
  );
}
