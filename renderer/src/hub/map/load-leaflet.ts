export type Leaflet = typeof import('leaflet');

let loading: Promise<Leaflet> | null = null;

/**
 * Leaflet and its stylesheet, loaded on first use so the rest of the command centre never
 * waits for them. The ESM build has real named exports (the package entry is UMD).
 */
export function loadLeaflet(): Promise<Leaflet> {
  loading ??= Promise.all([import('leaflet/dist/leaflet-src.esm.js'), import('leaflet/dist/leaflet.css')])
    .then(([leaflet]) => leaflet)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

export type TileSettings = { mapTileUrl: string; mapAttribution: string };

/** Anywhere when nothing better is known: zoomed out over Europe and Africa. */
export const WORLD_VIEW = { lat: 30, lng: 10, zoom: 2 };
