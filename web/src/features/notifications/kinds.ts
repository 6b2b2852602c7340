import type { NotificationKind } from '@casino/contract';
import {
  Banknote,
  Gift,
  HandCoins,
  type LucideIcon,
  Megaphone,
  ShieldCheck,
  ShoppingBag,
} from 'lucide-react';

/** Each kind's icon and its name for assistive technology. */
export const KINDS: Record<NotificationKind, { Icon: LucideIcon; name: string; tone: string }> = {
  'bonus-credited': { Icon: Gift, name: 'Bonus', tone: 'text-gc' },
  'purchase-completed': { Icon: ShoppingBag, name: 'Purchase', tone: 'text-accent' },
  'redemption-status': { Icon: Banknote, name: 'Redemption', tone: 'text-sc' },
  'identity-result': { Icon: ShieldCheck, name: 'Identity', tone: 'text-text' },
  'tip-received': { Icon: HandCoins, name: 'Tip', tone: 'text-gc' },
  announcement: { Icon: Megaphone, name: 'Announcement', tone: 'text-promo' },
};
