/**
 * The local content check used when no provider moderation is available: requests for help
 * harming others. Kept narrow on purpose: questions about injuries, violence that happened or
 * weapons seen are exactly what residents need to ask about.
 */
const HARMFUL_REQUESTS = [
  /\bhow (?:do i|to|can i|could i)\s+(?:kill|murder|poison|strangle|hurt|stab|shoot)\b/i,
  /\b(?:make|build|assemble|cook)\b.{0,30}\b(?:bomb|explosive|pipe bomb|nerve agent|napalm|ricin|meth)\b/i,
  /\bhow (?:do i|to)\b.{0,20}\b(?:break into|burgle|rob)\b/i,
];

export function locallyFlagged(text: string): boolean {
  return HARMFUL_REQUESTS.some((pattern) => pattern.test(text));
}
