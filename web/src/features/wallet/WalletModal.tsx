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
  // On a phone the tabs share the width (all five show, Reload too); wider, they sit side by side.
  base: 'min-h-10 border-b-2 px-1 text-xs leading-tight transition-colors sm:h-10 sm:shrink-0 sm:px-3 sm:text-sm',
  chosen: 'border-accent text-text',
  other: 'border-transparent text-text-muted hover:text-text',
};

/**
 * The wallet (`?tab=bank`, spec §2), a lazy chunk: its pages as tabs, each screen from the registry.
 * Titled 'Order Summary' in the order view, else by the open tab (what it buys or redeems). The shell
 * gives it the location checks (see location-port.ts).
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
      <Modal
        open
        onClose={close}
        title={ordering ? 'Order Summary' : WALLET_PAGE_REGISTRY[current].title}
        width="md"
      >
        {!ordering && !payment && (
          // On a phone every tab shares the width (a long label takes two lines), so none hides off-screen.
          <div
            role="tablist"
            aria-label="Wallet"
            className="-mt-2 mb-5 grid auto-cols-fr grid-flow-col gap-1 border-b border-line sm:flex sm:overflow-x-auto"
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
