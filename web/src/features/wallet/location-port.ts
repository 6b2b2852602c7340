import { type ComponentType, createContext, useContext } from 'react';

/**
 * What the wallet needs of location checks (spec §4: a check before a purchase where enabled, and the
 * location-error area). The shell hands in the location feature's own, so that this lazy chunk does not
 * import it: a static import here made the bundler cut the shell's location code into chunks of its own,
 * and the landing page's JavaScript grew.
 */
export interface WalletLocation {
  check(): Promise<unknown>;
  ErrorArea: ComponentType<{ message?: string }>;
}

export const WalletLocationContext = createContext<WalletLocation | null>(null);

export function useWalletLocation(): WalletLocation {
  const location = useContext(WalletLocationContext);
  if (!location) throw new Error('the wallet is opened by the shell, which gives it the location checks');
  return location;
}
