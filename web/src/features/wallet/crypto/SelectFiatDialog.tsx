import { CRYPTO_TEXTS, type FiatCode } from '@casino/contract';
import clsx from 'clsx';
import { Button } from '../../../ui/Button';
import { ChoiceTile } from '../../../ui/ChoiceTile';
import { Modal } from '../../../ui/Modal';
import { Skeleton } from '../../../ui/Skeleton';
import { useCurrencies } from './api';
import { useFiatChoice } from './fiat-choice';

/** Spec §2 Select Fiat dialog: a title, a note, a radio list of the non-crypto currencies; Play Now closes it. */
export function SelectFiatDialog() {
  const { defaultFiat, showSelectFiatModal, choose, close } = useFiatChoice();
  const { data, isPending } = useCurrencies();
  const fiat = (data ?? []).filter((c) => !c.is_crypto);
  const current = defaultFiat ?? 'USD';
  return (
    <Modal open={showSelectFiatModal} onClose={close} title={CRYPTO_TEXTS.selectFiatTitle}>
      <p className="-mt-2 mb-4 text-sm text-text-muted">{CRYPTO_TEXTS.selectFiatNote}</p>
      <div role="radiogroup" aria-label="Display currency" className="grid grid-cols-2 gap-2">
        {isPending && ['a', 'b', 'c', 'd'].map((key) => <Skeleton key={key} className="h-11 rounded-lg" />)}
        {fiat.map((c) => (
          <ChoiceTile
            key={c.id}
            name="fiat"
            value={c.id}
            checked={current === c.id}
            onChoose={() => choose(c.id as FiatCode)}
            showRadio
            className={clsx(
              'flex h-11 items-center gap-2 px-3 text-sm',
              current === c.id ? 'text-text' : 'text-text-muted',
            )}
          >
            <span className="font-medium text-text">{c.id}</span>
            <span className="truncate text-xs">{c.name}</span>
          </ChoiceTile>
        ))}
      </div>
      <Button
        size="lg"
        className="mt-5 w-full"
        onClick={() => {
          if (!defaultFiat) choose('USD');
          close();
        }}
      >
        Play Now
      </Button>
    </Modal>
  );
}
