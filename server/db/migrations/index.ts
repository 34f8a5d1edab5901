import type { Migration } from './types';
import { m001 } from './001-identity';
import { m002 } from './002-sos';
import { m003 } from './003-recordings';
import { m004 } from './004-assist-walking';
import { m005 } from './005-billing';
import { m006 } from './006-ai';

export type { Migration };

/** Every schema step, in order. Add a file per step and list it here. */
export const migrations: Migration[] = [m001, m002, m003, m004, m005, m006];
