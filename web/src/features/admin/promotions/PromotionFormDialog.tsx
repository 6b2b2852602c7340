import {
  type AdminPromotions,
  type PromotionCost,
  type PromotionSaved,
  promotionDraftSchema,
} from '@casino/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';
import { CheckboxField, FormMessage, SelectField, TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { adminKeys, post, useAdminAction } from '../api';
import { CostFigures } from './CostFigures';
import { type OfferKind, type PromotionForm, toDraft } from './draft';

/** How long typing pauses before the cost is asked for again. */
const PREVIEW_DELAY_MS = 300;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

const KINDS: { value: OfferKind; label: string }[] = [
  { value: 'Extra Coins', label: 'Extra coins on a bundle' },
  { value: 'Bundle Upgrade', label: 'Upgrade to a bigger bundle’s Gold Coins' },
  { value: 'Discount', label: 'Special discount (its own bundle)' },
];

/**
 * Creates a promotion or discount, or changes a promotion. The cost (SC given per USD taken, the worst
 * case per player and in all) is read from the server while the form is filled in, and Save stays off
 * while the offer breaks the rule; the server refuses it anyway.
 */
export function PromotionFormDialog({
  initial,
  ladder,
  onClose,
}: {
  initial: PromotionForm;
  ladder: AdminPromotions['ladder'];
  onClose(): void;
}) {
  const [form, setForm] = useState(initial);
  const set = <K extends keyof PromotionForm>(key: K, value: PromotionForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const draft = toDraft(form);
  const parsed = promotionDraftSchema.safeParse(draft);
  const settled = useSettled(JSON.stringify(draft));
  const preview = useQuery({
    queryKey: adminKeys.area('promotion-preview', settled),
    queryFn: () => post<PromotionCost>('/admin/promotions/preview', JSON.parse(settled)),
    enabled: parsed.success,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const save = useAdminAction<unknown, PromotionSaved>({
    send: (body) => post('/admin/promotions', body),
    done: (answer) => answer.message,
    refresh: ['promotions', 'audit'],
  });
  const cost = parsed.success ? preview.data : undefined;
  const firstIssue = parsed.success ? null : parsed.error.issues[0]?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, { onSuccess: onClose });
  };
  const bundles = ladder.map((b) => ({
    value: String(b.id),
    label: `${b.price} USD · ${b.gc} GC · ${b.sc} SC`,
  }));
  const discount = form.kind === 'Discount';

  return (
    <Modal open onClose={onClose} title={form.id ? 'Change the promotion' : 'New promotion'} width="md">
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="promotion-form">
        {form.id === null && (
          <SelectField
            label="Offer"
            value={form.kind}
            onChange={(e) => set('kind', e.target.value as OfferKind)}
            options={KINDS}
          />
        )}
        {discount ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Title" value={form.title} onChange={(e) => set('title', e.target.value)} />
            <TextField label="Slug" value={form.slug} onChange={(e) => set('slug', e.target.value)} />
            <TextField
              label="Subtitle"
              value={form.sub_title}
              onChange={(e) => set('sub_title', e.target.value)}
            />
            <TextField
              label="Price (USD)"
              value={form.price}
              onChange={(e) => set('price', e.target.value)}
              inputMode="decimal"
            />
            <TextField
              label="Struck price (USD)"
              value={form.actual_price}
              onChange={(e) => set('actual_price', e.target.value)}
              inputMode="decimal"
            />
            <TextField
              label="Gold Coins"
              value={form.gc}
              onChange={(e) => set('gc', e.target.value)}
              inputMode="decimal"
            />
            <TextField
              label="Sweeps Coins"
              value={form.sc}
              onChange={(e) => set('sc', e.target.value)}
              inputMode="decimal"
            />
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Name" value={form.name} onChange={(e) => set('name', e.target.value)} />
            <SelectField
              label="Bundle"
              value={form.bundle_id}
              onChange={(e) => set('bundle_id', e.target.value)}
              options={bundles}
              placeholder="Choose a bundle"
            />
            {form.kind === 'Bundle Upgrade' && (
              <SelectField
                label="Upgrades to"
                value={form.upgrade_bundle_id}
                onChange={(e) => set('upgrade_bundle_id', e.target.value)}
                options={bundles}
                placeholder="Choose a bigger bundle"
              />
            )}
            <TextField
              label="Extra GC"
              value={form.extra_gc}
              onChange={(e) => set('extra_gc', e.target.value)}
              inputMode="decimal"
            />
            <TextField
              label="Extra SC"
              value={form.extra_sc}
              onChange={(e) => set('extra_sc', e.target.value)}
              inputMode="decimal"
            />
            <TextField
              label="Uses per player"
              value={form.uses_per_player}
              onChange={(e) => set('uses_per_player', e.target.value)}
              inputMode="numeric"
            />
            <TextField
              label="Uses in all (empty: no limit)"
              value={form.max_uses}
              onChange={(e) => set('max_uses', e.target.value)}
              inputMode="numeric"
            />
            <CheckboxField
              label="Featured in the wallet"
              checked={form.featured}
              onChange={(e) => set('featured', e.target.checked)}
            />
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Ends (empty: open-ended)"
            type="datetime-local"
            value={form.ends_at}
            onChange={(e) => set('ends_at', e.target.value)}
          />
          <CheckboxField
            label={
              discount
                ? 'First purchase only'
                : 'First purchase only (the one offer that may give more SC than its price, once per player)'
            }
            checked={form.first_purchase_only}
            onChange={(e) => set('first_purchase_only', e.target.checked)}
          />
        </div>
        {firstIssue && <FormMessage tone="info">{firstIssue}</FormMessage>}
        <CostFigures cost={cost} loading={parsed.success && preview.isFetching} />
        {preview.error && parsed.success && <FormMessage tone="error">{preview.error.message}</FormMessage>}
        {save.error && <FormMessage tone="error">{save.error.message}</FormMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            pending={save.isPending}
            disabled={!parsed.success || !cost?.within_rule || preview.isFetching}
            data-testid="promotion-save"
          >
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
