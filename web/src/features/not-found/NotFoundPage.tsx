import { Link } from 'react-router';

/**
 * The app's 404. The back office shows the same page to a player at /admin (`testId` tells the two
 * apart in tests), so it does not advertise itself.
 */
export default function NotFoundPage({ testId }: { testId?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-24 text-center" data-testid={testId}>
      <p className="text-6xl font-black text-line">404</p>
      <h1 className="text-xl font-bold">We could not find that page</h1>
      <p className="text-text-muted">It may have moved, or the link may be wrong.</p>
      <Link
        to="/"
        className="mt-2 inline-flex h-10 items-center rounded-lg bg-accent px-4 font-semibold text-surface-0"
      >
        Back to the lobby
      </Link>
    </div>
  );
}
