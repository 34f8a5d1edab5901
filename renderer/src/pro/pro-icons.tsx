import type { ReactNode } from 'react';
import { Icon as StrokeIcon } from '../ui/icons';

function Glyph({ size = 20, children }: { size?: number; children: ReactNode }) {
  return <StrokeIcon size={size}>{children}</StrokeIcon>;
}

export const CheckIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Glyph>
);

/** The AI assistants' mark: a spark. */
export const SparkIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M12 3.5 14 10l6.5 2-6.5 2-2 6.5-2-6.5-6.5-2 6.5-2z" />
    <path d="M19 3v3M17.5 4.5h3" />
  </Glyph>
);

export const BookIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
    <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
  </Glyph>
);

export const HeartPulseIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M20.8 8.6a5 5 0 0 0-8.8-3.2 5 5 0 0 0-8.8 3.2c0 5.4 8.8 11.4 8.8 11.4s8.8-6 8.8-11.4Z" />
    <path d="M3.5 12h4l1.5-3 3 6 1.5-3h7" />
  </Glyph>
);

export const HelpIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5h.01" />
  </Glyph>
);
