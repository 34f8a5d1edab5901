/** Map zoom on an emergency (spec/core.md §9). */
export const EMERGENCY_MAP_ZOOM = 17;

export type EmergencyMapOptions = {
  lat: number;
  lng: number;
  /** The marker's title: 'Emergency - {sender}'. */
  title: string;
  tileUrl: string;
  attribution: string;
};

/**
 * Draws the emergency map into `element`. Leaflet and its stylesheet are loaded here, on first
 * use, so residents who never open a map never download them. Returns the clean-up function.
 */
export async function mountEmergencyMap(element: HTMLElement, options: EmergencyMapOptions): Promise<() => void> {
  const [leaflet] = await Promise.all([import('leaflet/dist/leaflet-src.esm.js'), import('leaflet/dist/leaflet.css')]);
  const map = leaflet.map(element, { zoomControl: true, attributionControl: true }).setView([options.lat, options.lng], EMERGENCY_MAP_ZOOM);
  leaflet.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 }).addTo(map);
  // A CSS pin instead of Leaflet's image icon: no image paths to resolve, and red for an emergency.
  const icon = leaflet.divIcon({
    className: 'emergency-marker',
    html: '<span class="emergency-marker-pulse"></span><span class="emergency-marker-dot"></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
  leaflet.marker([options.lat, options.lng], { title: options.title, alt: options.title, icon, keyboard: true }).addTo(map);
  return () => {
    map.remove();
  };
}
