import type {
  BonusClaimed,
  DailyBonusStatus,
  LossbackRecord,
  Rakeback,
  ReloadStatus,
  TopUpStatus,
  VipBonus,
} from '@casino/contract';
import { BONUS_TEXTS } from '@casino/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import { applyBalance, queryClient, useMe } from '../../api/queries';
import { useLoggedIn } from '../../api/session';
import { toast } from '../../ui/toast';
import { useCaptcha } from '../auth';
import { checkLocation } from '../location';

/** Query keys of the player's bonuses. */
export const bonusKeys = {
  daily: ['hourly-bonus'] as const,
  topUp: ['getlastgctopup'] as const,
  reload: ['reload-status'] as const,
  vip: ['vip-bonus'] as const,
  rakeback: ['rakeback'] as const,
  lossback: (code: string) => ['lossback', code] as const,
};

function useSignedInQuery<T>(key: readonly unknown[], path: string) {
  const loggedIn = useLoggedIn();
  return useQuery({ queryKey: key, queryFn: () => api<T>(path), enabled: loggedIn, staleTime: 10_000 });
}

export const useDailyBonus = () =>
  useSignedInQuery<DailyBonusStatus>(bonusKeys.daily, '/hourly-bonus?fp=web');
export const useTopUp = () => useSignedInQuery<TopUpStatus>(bonusKeys.topUp, '/getlastgctopup');
export const useReload = () => useSignedInQuery<ReloadStatus>(bonusKeys.reload, '/reload/get-status');

/** Whether a reload can be claimed now: the wallet shows its Reload tab only then (spec §2). */
export const useReloadAvailable = (): boolean => useReload().data?.reload === true;
export const useRakeback = () => useSignedInQuery<Rakeback>(bonusKeys.rakeback, '/users/rakeback');
export function useVipBonuses() {
  return useSignedInQuery<{ bonuses: VipBonus[] }>(bonusKeys.vip, '/vip-bonus');
}
export function useLossback(code = 'latest') {
  const { data: me } = useMe();
  return useQuery({
    queryKey: bonusKeys.lossback(code),
    queryFn: () => api<LossbackRecord>(`/users/${me?.id}/lossback-records/${code}`),
    enabled: me !== undefined,
  });
}

/** When the last location check this page ran goes stale (0: none yet). */
let locationFreshUntil = 0;

/**
 * Claims are judged by the player's latest location check whatever coin they play (sweepstakes.md),
 * so one runs before a claim unless a recent one is still fresh for a minute more. A failed check
 * opens its own dialog; the server's refusal says the rest.
 */
async function freshLocation(): Promise<void> {
  if (locationFreshUntil - Date.now() > 60_000) return;
  const check = await checkLocation().catch(() => null);
  locationFreshUntil = check?.passed ? Date.parse(check.fresh_until) : 0;
}

/** The server's words for a refusal, or the spec's fallback for this claim. */
export function claimErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * A claim, after a fresh location check: sent once with an Idempotency-Key (retried with the same key if the answer is lost); on
 * success the wallet takes the new balance at once, the status is read again and the success toast
 * shows; a refusal shows as a toast (spec §8 "Bonus claim errors as toast").
 */
function useClaim<V>(send: (vars: V) => Promise<BonusClaimed>, refresh: readonly unknown[], failed: string) {
  return useMutation({
    mutationFn: async (vars: V) => {
      await freshLocation();
      return send(vars);
    },
    onSuccess: (answer) => {
      applyBalance(answer.balance);
      toast.success(answer.message);
    },
    onError: (error) => toast.error(BONUS_TEXTS.errorTitle, claimErrorText(error, failed)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

const post = (path: string, body: object = {}) =>
  api<BonusClaimed>(path, { method: 'POST', body, movesCoins: true });

/** `POST /api/hourly-bonus`, with the captcha when the site has it on. */
export function useClaimDailyBonus() {
  const captcha = useCaptcha();
  const claim = useClaim(
    async () => post('/hourly-bonus', { fp: 'web', captcha: await captcha.solve() }),
    bonusKeys.daily,
    BONUS_TEXTS.claimDailyFailed,
  );
  return { ...claim, captchaState: captcha.state };
}

export const useClaimTopUp = () =>
  useClaim(() => post('/claimgctopup'), bonusKeys.topUp, BONUS_TEXTS.claimTopUpFailed);
export const useClaimReload = () =>
  useClaim(() => post('/reload/claim'), bonusKeys.reload, BONUS_TEXTS.reloadClaimFailed);
export const useClaimCode = (failed: string = BONUS_TEXTS.errorText) =>
  useClaim((code: string) => post('/bonus', { code, fp: 'web' }), bonusKeys.daily, failed);
export const useClaimVipBonus = () =>
  useClaim((id: number) => post(`/vip-bonus/${id}/claim`), bonusKeys.vip, BONUS_TEXTS.errorText);
export const useClaimRakeback = () =>
  useClaim(
    () => api<BonusClaimed>('/users/claim-rakeback', { movesCoins: true }),
    bonusKeys.rakeback,
    BONUS_TEXTS.errorText,
  );
export function useClaimLossback() {
  const { data: me } = useMe();
  return useClaim(
    (code: string) => api<BonusClaimed>(`/users/${me?.id}/claim/lossback/${code}`, { movesCoins: true }),
    ['lossback'],
    BONUS_TEXTS.errorText,
  );
}
