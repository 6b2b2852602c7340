import type { Me } from '@casino/contract';
import { ToggleCard } from './ToggleCard';

/** Settings, Notifications: the promotional email and SMS opt-ins. */
export function NotificationsSettings({ me }: { me: Me }) {
  return (
    <ToggleCard
      title="Promotions"
      description="Choose how we may tell you about bonuses and events. You can change this at any time; account and security messages are always sent."
      path="/user/promo-opt-in-settings"
      toggles={[
        { key: 'opt_in_promo_email', label: 'Promotions by email', value: me.opt_in_promo_email },
        {
          key: 'opt_in_promo_sms',
          label: 'Promotions by SMS',
          hint: me.phone_number_verified
            ? undefined
            : 'Sent to your phone once you verify it under Security.',
          value: me.opt_in_promo_sms,
        },
      ]}
    />
  );
}
