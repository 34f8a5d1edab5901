import { useEffect, useState } from 'react';
import { directionsUrl } from '../map/map-links';

const FEEDBACK_MS = 3000;

/** 'Get Directions': opens the maps service in a new tab and says so for 3 s (spec/core.md §2). */
export function DirectionsButton({ lat, lng, className = 'button button-primary' }: { lat: number; lng: number; className?: string }) {
  const [opening, setOpening] = useState(false);
  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(() => setOpening(false), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [opening]);

  const open = () => {
    window.open(directionsUrl(lat, lng), '_blank', 'noopener,noreferrer');
    setOpening(true);
  };
  return (
    <button type="button" className={className} onClick={open} aria-live="polite">
      {opening ? 'Opening Directions...' : 'Get Directions'}
    </button>
  );
}
