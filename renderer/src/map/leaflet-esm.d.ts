// Leaflet's package entry is a UMD bundle whose exports a bundler cannot see; its ESM build is the
// same library with real named exports, typed here by @types/leaflet.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
