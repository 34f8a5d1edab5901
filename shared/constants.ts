/** Business constants from spec/core.md §9 and spec/assist.md §9; one place for both sides. */

export const PRODUCT_NAME = 'NeighborWatch';
export const TAGLINE = 'Community safety & emergency response';

export const DEVICE_ID_STORAGE_KEY = 'nw_device_id';
export const ID_DISPLAY_LENGTH = 8;

export const REGISTRATION_ATTEMPTS = 3;
export const REGISTRATION_BACKOFF_MS = [2000, 4000] as const;
export const TIMEZONE_FLAG_KEY = 'nw_timezone_captured';
export const TIMEZONE_SEND_DELAY_MS = 1000;
export const RESET_RELOAD_DELAY_MS = 2000;

export const QR_IMAGE_WIDTH = 256;
export const QR_IMAGE_MARGIN = 2;
export const QR_SCANS_PER_SECOND = 25;
export const QR_CAMERA_START_DELAY_MS = 100;

export const SOS_MESSAGE_CLIENT_MAX = 100;
export const SOS_MESSAGE_SERVER_MAX = 500;
export const SOS_COOLDOWN_MS = 10 * 60 * 1000;
export const SOS_EXPIRY_MS = 60 * 60 * 1000;
export const SOS_RADIUS_M = 500;

export const PRO_PRICE_JIN = 2;
export const PRO_PRICE_USD = 10;
export const BALANCE_POLL_MS = 5000;
export const PRO_POLL_MS = 5000;

export const NICKNAME_MAX = 60;
export const DISPLAY_NAME_MAX = 60;

/** Request body caps (DESIGN.md §3). */
export const BODY_LIMIT_BYTES = 64 * 1024;
export const PHOTO_BODY_LIMIT_BYTES = 7 * 1024 * 1024;

export const SESSION_COOKIE = 'nw_sid';
export const DEVICE_HEADER = 'X-Device-ID';
