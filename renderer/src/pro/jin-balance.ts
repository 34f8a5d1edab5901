/**
 * The resident's JIN balance, or null when it is not known.
 * The balance endpoint arrives with the Pro issue; until then there is nothing to ask.
 */
export async function fetchJinBalance(): Promise<number | null> {
  return null;
}

export function formatJin(balance: number | null): string {
  return balance === null ? '— JIN' : `${balance.toLocaleString(undefined, { maximumFractionDigits: 2 })} JIN`;
}
