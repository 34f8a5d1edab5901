import { useEffect, useRef, useState } from 'react';
import type { Circle, LayerGroup, Map as LeafletMap, Marker, TileLayer } from 'leaflet';
import type { Incident } from '../../../../shared/api/command';
import { formatCoordinates } from '../format';
import { tileSettings, useHubSettingsStore } from '../map/hub-settings-store';
import { loadLeaflet, WORLD_VIEW, type Leaflet } from '../map/load-leaflet';
import { incidentTitle } from './incident-format';
import { isLive, type IncidentRef } from './incidents-store';

type MapParts = { L: Leaflet; map: LeafletMap; tiles: TileLayer; tileKey: string; layer: LayerGroup; pins: Map<string, { marker: Marker; circle: Circle }> };

type IncidentMapProps = { incidents: Incident[]; selected: IncidentRef | null; onSelect: (ref: IncidentRef) => void };

const SELECTED_ZOOM = 17;

function markerHtml(incident: Incident, selected: boolean): string {
  const classes = ['cc-marker', `cc-marker-${incident.kind}`, incident.status === 'active' || incident.status === 'pending' ? 'is-active' : 'is-ended'];
  if (selected) classes.push('is-selected');
  return `<span class="${classes.join(' ')}"><span class="cc-marker-pulse"></span><span class="cc-marker-dot"></span></span>`;
}

/** Live incidents at their precise positions; the selected one is flown to. */
export function IncidentMap({ incidents, selected, onSelect }: IncidentMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const parts = useRef<MapParts | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const settings = useHubSettingsStore((state) => state.settings);
  const loadSettings = useHubSettingsStore((state) => state.load);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const fittedIds = useRef('');

  useEffect(() => {
    if (!settings) void loadSettings();
    let cancelled = false;
    loadLeaflet().then(
      (L) => {
        if (cancelled || !element.current) return;
        const map = L.map(element.current, { zoomControl: true }).setView([WORLD_VIEW.lat, WORLD_VIEW.lng], WORLD_VIEW.zoom);
        const { mapTileUrl, mapAttribution } = tileSettings(useHubSettingsStore.getState().settings);
        const tiles = L.tileLayer(mapTileUrl, { attribution: mapAttribution, maxZoom: 19 }).addTo(map);
        parts.current = { L, map, tiles, tileKey: `${mapTileUrl}\n${mapAttribution}`, layer: L.layerGroup().addTo(map), pins: new Map() };
        setReady(true);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      parts.current?.map.remove();
      parts.current = null;
    };
    // The map is made once; tiles and markers follow in the effects below.
  }, []);

  useEffect(() => {
    const current = parts.current;
    if (!ready || !current || !settings) return;
    const { mapTileUrl, mapAttribution } = tileSettings(settings);
    const tileKey = `${mapTileUrl}\n${mapAttribution}`;
    if (tileKey !== current.tileKey) {
      current.tiles.remove();
      current.tiles = current.L.tileLayer(mapTileUrl, { attribution: mapAttribution, maxZoom: 19 }).addTo(current.map);
      current.tileKey = tileKey;
    }
    if (fittedIds.current === '' && incidents.length === 0 && settings.neighborhoodCenter) {
      current.map.setView([settings.neighborhoodCenter.lat, settings.neighborhoodCenter.lng], 15);
    }
  }, [ready, settings, incidents.length]);

  useEffect(() => {
    const current = parts.current;
    if (!ready || !current) return;
    const { L, layer, pins } = current;
    const shown = incidents.filter((i) => isLive(i, incidents) || i.id === selected?.id);
    const keep = new Set(shown.map((i) => i.id));
    for (const [id, pin] of pins) {
      if (keep.has(id)) continue;
      layer.removeLayer(pin.marker).removeLayer(pin.circle);
      pins.delete(id);
    }
    for (const incident of shown) {
      const isSelected = incident.id === selected?.id;
      const icon = L.divIcon({ className: 'cc-marker-host', html: markerHtml(incident, isSelected), iconSize: [30, 30], iconAnchor: [15, 15] });
      const title = `${incidentTitle(incident)}: ${incident.userIdPrefix} at ${formatCoordinates(incident.lat, incident.lng)}`;
      const existing = pins.get(incident.id);
      if (existing) {
        existing.marker.setLatLng([incident.lat, incident.lng]).setIcon(icon);
        existing.circle.setLatLng([incident.lat, incident.lng]);
        continue;
      }
      const marker = L.marker([incident.lat, incident.lng], { icon, title, alt: title, keyboard: true, zIndexOffset: incident.kind === 'sos' ? 1000 : 0 });
      marker.on('click', () => onSelectRef.current({ kind: incident.kind, id: incident.id }));
      const circle = L.circle([incident.lat, incident.lng], {
        radius: incident.radiusM,
        className: `cc-radius cc-radius-${incident.kind}`,
        interactive: false,
      });
      layer.addLayer(circle).addLayer(marker);
      pins.set(incident.id, { marker, circle });
    }
    // Fit the view when the set of live incidents changes, not on every poll (the coordinator may be panning).
    const liveIds = shown.map((i) => i.id).sort().join(',');
    if (liveIds !== fittedIds.current && shown.length > 0 && !selected) {
      fittedIds.current = liveIds;
      current.map.fitBounds(L.latLngBounds(shown.map((i) => [i.lat, i.lng])), { padding: [48, 48], maxZoom: 16 });
    }
  }, [ready, incidents, selected]);

  useEffect(() => {
    const current = parts.current;
    const target = incidents.find((i) => i.id === selected?.id);
    if (!ready || !current || !target) return;
    current.map.flyTo([target.lat, target.lng], Math.max(current.map.getZoom(), SELECTED_ZOOM), { duration: 0.6 });
    // Only a new selection moves the map; polls of the same incident do not.
  }, [ready, selected?.id]);

  return (
    <div className="cc-map-wrap">
      <div ref={element} className="cc-map" data-testid="incident-map" role="region" aria-label="Map of incidents" />
      {failed ? <p className="cc-map-failed muted">The map could not load. The list shows every incident.</p> : null}
    </div>
  );
}
