import type { PolicySection } from '@casino/contract';

/** The anchor of a section, from its heading, so a link to `#redeeming-prizes` survives new versions. */
export function sectionId(section: PolicySection): string {
  return section.heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "March 4, 2025": the date a version was published, as the page states it. */
export function publishedOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
