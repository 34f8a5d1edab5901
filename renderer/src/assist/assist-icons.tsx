import type { ReactNode } from 'react';
import { Icon as StrokeIcon, type IconProps } from '../ui/icons';

/** Stroke icons for neighbour assist, walking and proximity (a little smaller than the tab icons). */
function Icon({ size = 20, ...rest }: IconProps & { children: ReactNode }) {
  return <StrokeIcon size={size} {...rest} />;
}

export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Icon>
);

export const CameraIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);

export const BookIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
    <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
  </Icon>
);

export const PinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

export const ApproachingIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12h13M12 6l6 6-6 6" />
    <circle cx="20.5" cy="12" r="1" />
  </Icon>
);

export const MovingAwayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 12H7M12 6l-6 6 6 6" />
    <circle cx="3.5" cy="12" r="1" />
  </Icon>
);

export const NearbyIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="2.5" />
    <circle cx="12" cy="12" r="7" strokeDasharray="3 3" />
  </Icon>
);

export const WalkIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="13" cy="4" r="2" />
    <path d="m9 21 2-6 3 3v3M7 12l3-4 4 1 2 3 3 1M11 15l-1-5" />
  </Icon>
);

export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />
  </Icon>
);
