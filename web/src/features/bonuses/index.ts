// The bonuses feature's public face: the wallet modal's pages (page=bonus, topup, reload), the bonus
// code field, and what the shell mounts for a signed-in player (rbc, promo_code, VIP bonus awards).
export { useReloadAvailable } from './api';
export { BonusCodeField } from './BonusCodeField';
export { BonusOverlays } from './BonusOverlays';
export { DailyBonusPage } from './DailyBonusPage';
export { ReloadPage } from './ReloadPage';
export { TopUpPage } from './TopUpPage';
export { clockText, useCountdown } from './use-countdown';
