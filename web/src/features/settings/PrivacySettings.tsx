import type { Me } from '@casino/contract';
import { Link } from 'react-router';
import { policyPath } from '../policies';
import { ToggleCard } from './ToggleCard';

/** Settings, Privacy: private mode hides the player's name from everyone else's bet history. */
export function PrivacySettings({ me }: { me: Me }) {
  return (
    <div className="flex flex-col gap-4">
      <ToggleCard
        title="Privacy"
        description="Choose what other players can see about you."
        path="/user/profile"
        toggles={[
          {
            key: 'private_mode',
            label: 'Private mode',
            hint: 'Other players see "Hidden" instead of your username in bet history, crash and duels. You still see your own plays.',
            value: me.private_mode,
          },
        ]}
      />
      <p className="px-1 text-sm text-text-muted">
        How we use and protect your data is in our{' '}
        <Link to={policyPath('privacy-policy')} className="font-semibold text-accent hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
