import { useTab } from '../../navigation/use-tab';
import { ChoiceButton, type ChoiceLook } from '../../ui/ChoiceButton';
import { Modal } from '../../ui/Modal';
import { useReloadAvailable } from '../bonuses';
import { type WalletLocation, WalletLocationContext } from './location-port';
import { useOrder } from './order-store';
import { PlayThrough } from './PlayThrough';
import { WALLET_ACTION_REGISTRY, WALLET_PAGE_REGISTRY } from './pages';
import { useWalletParams, WALLET_PAGES, WALLET_PARAMS } from './wallet-params';

const WALLET_TAB_LOOK: ChoiceLook = {
  base: 'h-10 shrink-0 border-b-2 px-3 text-sm transition-colors',
  chosen: 'border-accent text-text',
  other: 'border-transparent text-text-muted hover:text-text',
};

/**
 * The wallet (`?tab=bank`, spec §2), a lazy chunk: its pages as tabs, each screen from the registry.
 * Titled 'Order Summary' in the order view, else 'Gold Coins Wallet'. The shell gives it the location
 * checks (see location-port.ts).
 */
export default function WalletModal({ location }: { location: WalletLocation }) {
  const { close } = useTab(WALLET_PARAMS);
  const { page, action, payment, openPage } = useWalletParams();
  const ordering = useOrder((s) => s.bundle !== null) && page === 'deposit' && !payment;
  const Action = action ? WALLET_ACTION_REGISTRY[action] : undefined;
  const Screen = Action ?? WALLET_PAGE_REGISTRY[page].Component;
  const available: Partial<Record<string, boolean>> = { reload: useReloadAvailable() };
  const tabs = WALLET_PAGES.filter(
    (name) => !WALLET_PAGE_REGISTRY[name].tabWhenAvailable || available[name] || name === page,
  );
  // `action=redeem` (spec §4: where an approved verification returns) is the Redeem page's own screen.
  const current = payment ? 'deposit' : action === 'redeem' ? 'redeem' : page;
  return (
    <WalletLocationContext.Provider value={location}>
      <Modal open onClose={close} title={ordering ? 'Order Summary' : 'Gold Coins Wallet'} width="md">
        {!ordering && !payment && (
          <div
            role="tablist"
            aria-label="Wallet"
            className="-mt-2 mb-5 flex gap-1 overflow-x-auto border-b border-line"
          >
            {tabs.map((name) => (
              <ChoiceButton
                key={name}
                tab
                chosen={current === name}
                onChoose={() => openPage(name)}
                look={WALLET_TAB_LOOK}
              >
                {WALLET_PAGE_REGISTRY[name].label}
              </ChoiceButton>
            ))}
          </div>
        )}
        <div data-testid="wallet-modal">
          <Screen />
          {!ordering && !payment && <PlayThrough />}
        </div>
      </Modal>
    </WalletLocationContext.Provider>
  );
}
