import { BONUS_TEXTS, VIP_BONUS_EVENT } from '@casino/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { onPrivateEvent } from '../../api/channels';
import { queryClient } from '../../api/queries';
import { bonusKeys, useClaimCode } from './api';

/**
 * What the shell mounts for a signed-in player: a link's `?rbc=` (a bonus code) or `?promo_code=` (a
 * promotion) is claimed once on open and taken out of the address; a VIP bonus award heard on the
 * player's channel is stored and opens /vip-bonus (spec §4).
 */
export function BonusOverlays() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const bonusCode = useClaimCode(BONUS_TEXTS.errorText);
  const promotion = useClaimCode(BONUS_TEXTS.promotionFailed);
  const claimed = useRef(new Set<string>());
  const rbc = params.get('rbc');
  const promoCode = params.get('promo_code');

  useEffect(() => {
    if (!rbc && !promoCode) return;
    for (const [code, claim] of [
      [rbc, bonusCode],
      [promoCode, promotion],
    ] as const) {
      if (!code || claimed.current.has(code)) continue;
      claimed.current.add(code);
      claim.mutate(code);
    }
    setParams(
      (current) => {
        current.delete('rbc');
        current.delete('promo_code');
        return current;
      },
      { replace: true },
    );
  }, [rbc, promoCode, bonusCode, promotion, setParams]);

  useEffect(
    () =>
      onPrivateEvent(VIP_BONUS_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: bonusKeys.vip });
        void navigate('/vip-bonus');
      }),
    [navigate],
  );
  return null;
}
