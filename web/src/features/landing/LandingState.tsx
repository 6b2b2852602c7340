import { Skeleton } from '../../ui/Skeleton';
import { LANDING_TEXT } from './content';

export function LandingLoading() {
  return (
    <div className="flex flex-col gap-6 p-4 md:p-8" aria-busy="true">
      <Skeleton className="h-[520px] w-full rounded-3xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

export function LandingFailed() {
  return (
    <div role="alert" className="grid min-h-[60vh] place-items-center p-8 text-center text-text-muted">
      {LANDING_TEXT.loadFailed}
    </div>
  );
}
