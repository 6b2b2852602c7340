import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { LANDING_TEXT } from './content';

export function LandingLoading() {
  return (
    <LoadingBlocks
      blocks={['h-[520px] w-full rounded-3xl', 'h-40 w-full rounded-2xl']}
      className="gap-6 p-4 md:p-8"
    />
  );
}

export function LandingFailed() {
  return (
    <div role="alert" className="grid min-h-[60vh] place-items-center p-8 text-center text-text-muted">
      {LANDING_TEXT.loadFailed}
    </div>
  );
}
