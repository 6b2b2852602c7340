import { CRYPTO_CURRENCIES, type CryptoCode, cryptoCurrency } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { TesterPanel } from '../../../ui/TesterPanel';
import { toast } from '../../../ui/toast';
import { cryptoKeys, sendTestDeposit, useDepositAddress, useSandboxChain } from './api';

/**
 * The sandbox chain's tester controls: send a test deposit to the player's address, of any amount
 * (below the minimum too) and on any network (the wrong one is never credited). Shown only when the
 * server has the sandbox chain; a live configuration has neither the panel nor its routes.
 */
export function SandboxDepositPanel({ currency }: { currency: CryptoCode }) {
  const sandbox = useSandboxChain();
  const address = useDepositAddress(currency);
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [network, setNetwork] = useState<CryptoCode | ''>('');
  const send = useMutation({
    mutationFn: () =>
      sendTestDeposit({
        currency: network || currency,
        address: address.data?.address ?? '',
        tag: address.data?.tag ?? null,
        amount: amount || String(Number(cryptoCurrency(currency).minDeposit) * 10),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: cryptoKeys.deposits });
      toast.success('Test deposit sent', 'It confirms one block at a time.');
    },
    onError: (error) => toast.error('Uh-oh', error.message),
  });
  if (!sandbox.data || !address.data) return null;
  return (
    <TesterPanel title="Sandbox chain" testId="sandbox-chain" level="h3">
      <p className="text-xs text-text-muted">
        A block every {sandbox.data.block_ms / 1000} s. The minimum is {cryptoCurrency(currency).minDeposit}{' '}
        {currency}.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Amount"
          inputMode="decimal"
          placeholder={String(Number(cryptoCurrency(currency).minDeposit) * 10)}
          value={amount}
          onChange={(e) => setAmount(e.target.value.trim())}
        />
        <SelectField
          label="Sent on network"
          value={network}
          onChange={(e) => setNetwork(e.target.value as CryptoCode | '')}
          options={[
            { value: '', label: `${currency} (the right one)` },
            ...CRYPTO_CURRENCIES.filter((c) => c.code !== currency).map((c) => ({
              value: c.code,
              label: `${c.code}: ${c.network}`,
            })),
          ]}
        />
      </div>
      <Button pending={send.isPending} onClick={() => send.mutate()} data-testid="send-test-deposit">
        Send test deposit
      </Button>
    </TesterPanel>
  );
}
