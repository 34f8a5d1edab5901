import type { ReactNode } from 'react';
import { Icon as StrokeIcon } from '../ui/icons';

function Glyph({ size = 22, children }: { size?: number; children: ReactNode }) {
  return <StrokeIcon size={size}>{children}</StrokeIcon>;
}

export const SpeakerIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M11 5 6 9H3v6h3l5 4V5Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </Glyph>
);

export const SpeakerOffIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M11 5 6 9H3v6h3l5 4V5Z" />
    <path d="m16 9 6 6M22 9l-6 6" />
  </Glyph>
);

export const LockIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Glyph>
);

export const HomeIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M3 11 12 3l9 8" />
    <path d="M5 10v10h14V10" />
  </Glyph>
);
