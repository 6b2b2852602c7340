import { LOCATION_TEXTS, type LocationCheck, undeterminedLocationText } from '@casino/contract';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { checkLocation, useLocationStore } from './location-store';

/**
 * Spec §2's location-error area: why the location did not do, an 'Enable Location' button that asks
 * again, and the article on turning location services on.
 */
export function LocationErrorArea({ message }: { message?: string }) {
  const check = useLocationStore((s) => s.check);
  return (
    <div
      data-testid="location-error"
      className="flex flex-col gap-3 rounded-xl border border-loss/40 bg-loss/10 p-4"
    >
      <p className="flex items-start gap-2 text-sm">
        <MapPin size={18} className="mt-0.5 shrink-0 text-loss" />
        <span>{message ?? failureText(check)}</span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={() => void checkLocation().catch(() => undefined)}>
          {LOCATION_TEXTS.enableLocation}
        </Button>
        <Link to={LOCATION_TEXTS.articlePath} className="text-sm text-accent underline">
          How to turn on location services
        </Link>
      </div>
    </div>
  );
}

/** Spec §8: 'Unable to determine your location.' with the reasons, or the try-again text. */
function failureText(check: LocationCheck | null): string {
  if (check && check.fraud.length > 0) return undeterminedLocationText(check.fraud);
  return check?.supported ? LOCATION_TEXTS.tryAgain : LOCATION_TEXTS.undetermined;
}
