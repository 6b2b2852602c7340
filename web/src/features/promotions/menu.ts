import {
  CalendarDays,
  Coins,
  Gift,
  type LucideIcon,
  Megaphone,
  Sparkles,
  Star,
  Sun,
  Trophy,
  Users,
} from 'lucide-react';
import { useContentSettings, useSidebarPromotions } from './api';

/** Icons a content editor can name for a promotion or the Promotions menu item. */
const ICONS: Record<string, LucideIcon> = {
  calendar: CalendarDays,
  coins: Coins,
  gift: Gift,
  megaphone: Megaphone,
  star: Star,
  sun: Sun,
  trophy: Trophy,
  users: Users,
};

export interface PromotionMenuItem {
  label: string;
  icon: LucideIcon;
  to: string;
}

/**
 * Spec §2 Sidebar: the visible promotions flagged for the sidebar (by Rank, as the service sorts them)
 * and the Promotions link as the settings describe it (visible, title, icon and route, default /promotions).
 */
export function usePromotionMenu(): {
  promotionItems: PromotionMenuItem[];
  promotionsLink: PromotionMenuItem[];
} {
  const { data: promotions = [] } = useSidebarPromotions();
  const { data: settings } = useContentSettings();
  const promotionItems = promotions.map((p) => ({
    label: p.Title,
    icon: ICONS[p.Icon ?? ''] ?? Sparkles,
    to: `/promotions/${p.Slug}`,
  }));
  const visible = settings?.PromotionMenuVisible ?? true;
  const promotionsLink = visible
    ? [
        {
          label: settings?.PromotionMenuTitle || 'Promotions',
          icon: ICONS[settings?.PromotionMenuIcon ?? ''] ?? Megaphone,
          to: settings?.PromotionMenuRoute || '/promotions',
        },
      ]
    : [];
  return { promotionItems, promotionsLink };
}
