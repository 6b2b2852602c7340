const LONG_RUNNING_DAYS = 365;

/** 'Ends Dec 31, 2026'; a promotion running for more than a year reads as ongoing. */
export function endsOn(endDate: string, now = new Date()): string {
  const end = new Date(endDate);
  if (end.getTime() - now.getTime() > LONG_RUNNING_DAYS * 86_400_000) return 'Ongoing';
  return `Ends ${end.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}
