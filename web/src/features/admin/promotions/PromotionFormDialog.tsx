import {
  type AdminPromotions,
  type PromotionCost,
  type PromotionSaved,
  promotionDraftSchema,
} from '@casino/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { formatCoins } from '../../../lib/format';
import { DialogActions } from '../../../ui/DialogActions';
import { CheckboxField, FormMessage, SelectField, TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { adminKeys, post, useAdminAction } from '../api';
import { CostFigures } from './CostFigures';
import { type OfferKind, type PromotionForm, toDraft } from './draft';
import { FreeSpinsFields } from './FreeSpinsFields';

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
  { value: 'Free Spins', label: 'Free spins of a game with a bundle' },
  { value: 'Discount', label: 'Special discount (its own bundle)' },
];

/** The form's fields typed as text, and those ticked. */
type TextKey = {
  [K in keyof PromotionForm]: PromotionForm[K] extends string ? K : never;
}[keyof PromotionForm];
type TickKey = 'featured' | 'first_purchase_only';

/** A text input of the form: its field, label and the keyboard it asks for. */
interface TextFieldSpec {
  key: TextKey;
  label: string;
  inputMode?: 'decimal' | 'numeric';
}

/** A discount is its own bundle: all of it is typed in. */
const DISCOUNT_FIELDS: TextFieldSpec[] = [
  { key: 'title', label: 'Title' },
  { key: 'slug', label: 'Slug' },
  { key: 'sub_title', label: 'Subtitle' },
  { key: 'price', label: 'Price (USD)', inputMode: 'decimal' },
  { key: 'actual_price', label: 'Struck price (USD)', inputMode: 'decimal' },
  { key: 'gc', label: 'Gold Coins', inputMode: 'decimal' },
  { key: 'sc', label: 'Sweeps Coins', inputMode: 'decimal' },
];

/** What a bundle promotion adds, and how often it may be used. */
const PROMOTION_FIELDS: TextFieldSpec[] = [
  { key: 'extra_gc', label: 'Extra GC', inputMode: 'decimal' },
  { key: 'extra_sc', label: 'Extra SC', inputMode: 'decimal' },
  { key: 'uses_per_player', label: 'Uses per player', inputMode: 'numeric' },
  { key: 'max_uses', label: 'Uses in all (empty: no limit)', inputMode: 'numeric' },
];

/**
 * Creates a promotion or discount, or changes a promotion. The cost (SC given per USD taken, the worst
 * case per player and in all) is read from the server while the form is filled in, and Save stays off
 * while the offer breaks the rule; the server refuses it anyway.
 */
export function PromotionFormDialog({
  initial,
  ladder,
  freeSpinsGameTitle = null,
  onClose,
}: {
  initial: PromotionForm;
  ladder: AdminPromotions['ladder'];
  /** The saved promotion's free-spins game, when it has one. */
  freeSpinsGameTitle?: string | null;
  onClose(): void;
}) {
  const [form, setForm] = useState(initial);
  const set = <K extends keyof PromotionForm>(key: K, value: PromotionForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  // What an input needs to show and change one of the form's fields.
  const text = (key: TextKey) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key, e.target.value),
  });
  const tick = (key: TickKey) => ({
    checked: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.checked),
  });
  const textProps = ({ key, label, inputMode }: TextFieldSpec) => ({ label, inputMode, ...text(key) });
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
    label: `${b.price} USD · ${formatCoins(b.gc)} GC · ${formatCoins(b.sc)} SC`,
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
            {DISCOUNT_FIELDS.map((spec) => (
              <TextField key={spec.key} {...textProps(spec)} />
            ))}
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Name" {...text('name')} />
            <SelectField
              label="Bundle"
              {...text('bundle_id')}
              options={bundles}
              placeholder="Choose a bundle"
            />
            {form.kind === 'Bundle Upgrade' && (
              <SelectField
                label="Upgrades to"
                {...text('upgrade_bundle_id')}
                options={bundles}
                placeholder="Choose a bigger bundle"
              />
            )}
            {form.kind === 'Free Spins' && (
              <FreeSpinsFields form={form} set={set} currentTitle={freeSpinsGameTitle} />
            )}
            {PROMOTION_FIELDS.map((spec) => (
              <TextField key={spec.key} {...textProps(spec)} />
            ))}
            <CheckboxField label="Featured in the wallet" {...tick('featured')} />
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Ends (empty: open-ended)" type="datetime-local" {...text('ends_at')} />
          <CheckboxField
            label={
              discount
                ? 'First purchase only'
                : 'First purchase only (the one offer that may give more SC than its price, once per player)'
            }
            {...tick('first_purchase_only')}
          />
        </div>
        {firstIssue && <FormMessage tone="info">{firstIssue}</FormMessage>}
        <CostFigures cost={cost} loading={parsed.success && preview.isFetching} />
        {preview.error && parsed.success && <FormMessage tone="error">{preview.error.message}</FormMessage>}
        {save.error && <FormMessage tone="error">{save.error.message}</FormMessage>}
        <DialogActions
          onCancel={onClose}
          pending={save.isPending}
          disabled={!parsed.success || !cost?.within_rule || preview.isFetching}
          data-testid="promotion-save"
        >
          Save
        </DialogActions>
      </form>
    </Modal>
  );
}
