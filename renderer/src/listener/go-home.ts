/** Leaves the standalone listener page for the main app. */
export function goHome(): void {
  window.location.assign('/');
}
