import { EMBEDDED_VERIFICATION_SOURCE, type EmbeddedVerificationEvent } from '@casino/contract';

/** Tells the page that embeds the flow what happened, as the vendor's SDK does (spec §4). */
export function tellHost(event: EmbeddedVerificationEvent): void {
  if (window.parent === window) return;
  window.parent.postMessage({ source: EMBEDDED_VERIFICATION_SOURCE, event }, window.location.origin);
}
