import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { loadLeaflet, WORLD_VIEW, type TileSettings } from '../map/load-leaflet';

type CenterPickerProps = {
  lat: number | null;
  lng: number | null;
  tiles: TileSettings;
  onPick: (lat: number, lng: number) => void;
};

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Click the map to place the neighbourhood centre; typing in the fields moves the pin. */
export function CenterPicker({ lat, lng, tiles, onPick }: CenterPickerProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const [ready, setReady] = useState(false);
  const pick = useRef(onPick);
  pick.current = onPick;
  const hasPoint = lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng);

  useEffect(() => {
    let cancelled = false;
    void loadLeaflet().then((L) => {
      if (cancelled || !element.current) return;
      const start = hasPoint ? { lat, lng, zoom: 15 } : WORLD_VIEW;
      const created = L.map(element.current).setView([start.lat ?? 0, start.lng ?? 0], start.zoom);
      L.tileLayer(tiles.mapTileUrl, { attribution: tiles.mapAttribution, maxZoom: 19 }).addTo(created);
      const icon = L.divIcon({ className: 'cc-marker-host', html: '<span class="cc-marker cc-marker-center"><span class="cc-marker-dot"></span></span>', iconSize: [26, 26], iconAnchor: [13, 13] });
      marker.current = L.marker([0, 0], { icon, title: 'Neighbourhood centre', keyboard: false });
      created.on('click', (event) => pick.current(round6(event.latlng.lat), round6(event.latlng.lng)));
      map.current = created;
      setReady(true);
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
    // Made once per tile source; the pin follows the fields below.
  }, [tiles.mapTileUrl, tiles.mapAttribution]);

  useEffect(() => {
    const current = map.current;
    const pin = marker.current;
    if (!ready || !current || !pin) return;
    if (hasPoint) {
      pin.setLatLng([lat, lng]);
      if (!current.hasLayer(pin)) pin.addTo(current);
      if (!current.getBounds().contains([lat, lng])) current.setView([lat, lng], Math.max(current.getZoom(), 13));
    } else {
      pin.remove();
    }
  }, [ready, hasPoint, lat, lng]);

  return <div ref={element} className="cc-map cc-center-map" data-testid="center-map" role="region" aria-label="Map: click to set the neighbourhood centre" />;
}
