/** One numbered schema step. Steps are append-only: never edit one that has shipped. */
export type Migration = { version: number; name: string; sql: string };
