import type { BonusClaimed } from '@casino/contract';
import { BONUS_TEXTS } from '@casino/contract';
import { Gift } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../ui/Spinner';
import { claimErrorText, useClaimCode } from './api';
import { BonusPanel } from './BonusPanel';
import { CoinAmounts } from './CoinAmounts';

/** `/weekly-bonus/{code}` (spec §2, login required): claims the week's code on open and says how it went. */
export default function WeeklyBonusPage() {
  const { code = '' } = useParams();
  const claim = useClaimCode(BONUS_TEXTS.promotionFailed);
  const [result, setResult] = useState<BonusClaimed | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !code) return;
    sent.current = true;
    claim.mutate(code, { onSuccess: setResult });
  }, [code, claim]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <BonusPanel title="Weekly Bonus" intro="Your weekly bonus, straight to your wallet.">
        <div className="flex flex-col items-center gap-3 py-4 text-center" aria-live="polite">
          {result ? (
            <>
              <Gift className="text-accent" size={40} aria-hidden="true" />
              <p className="font-semibold">{result.message}</p>
              <CoinAmounts gc={result.gc} sc={result.sc} size="lg" />
            </>
          ) : claim.isError ? (
            <p role="alert" className="text-loss">
              {claimErrorText(claim.error, BONUS_TEXTS.promotionFailed)}
            </p>
          ) : (
            <Spinner />
          )}
          <Link to="/" className="text-sm font-semibold text-accent hover:underline">
            Back to the lobby
          </Link>
        </div>
      </BonusPanel>
    </div>
  );
}
