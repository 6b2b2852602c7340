import {
  type Bundle,
  breakActiveText,
  FIRST_PURCHASE_DISCOUNT_SLUG,
  goldCoinsOnlyText,
  WALLET_TEXTS,
} from '@casino/contract';
import { Coffee, MapPin, ShieldAlert, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMe } from '../../api/queries';
import { Skeleton } from '../../ui/Skeleton';
import { useGoldCoinsOnlyState } from '../location';
import { useBundles } from './api';
import { BundleCard } from './BundleCard';
import { bundleDisabled } from './bundle-rules';
import { CryptoEntry } from './crypto/CryptoEntry';

function Section({
  title,
  testId,
  children,
  titleHidden = false,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  /** The first-purchase banner says the title already. */
  titleHidden?: boolean;
}) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId}>
      <h3
        className={titleHidden ? 'sr-only' : 'text-sm font-semibold tracking-wide text-text-muted uppercase'}
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3';

/** Spec §2: the banner of the first-purchase discount. */
function FirstPurchaseBanner({ title, subTitle }: { title: string; subTitle: string }) {
  return (
    <div
      data-testid="ftp-banner"
      className="flex items-center gap-3 rounded-xl border border-promo/50 bg-gradient-to-r from-promo/25 to-gc/15 p-4"
    >
      <Sparkles className="shrink-0 text-gc" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="text-sm text-text-muted">{subTitle}</p>
      </div>
    </div>
  );
}

/** Spec §2: a player who cannot purchase sees a warning titled with their freeze reason instead. */
function CannotPurchase({ reason }: { reason: string | null }) {
  return (
    <div
      data-testid="cannot-purchase"
      className="flex flex-col gap-2 rounded-xl border border-loss/40 bg-loss/10 p-4"
    >
      <p className="flex items-center gap-2 font-semibold text-loss">
        <ShieldAlert size={18} /> {reason ?? WALLET_TEXTS.cannotPurchase}
      </p>
      <p className="text-sm text-text-muted">
        Purchases are paused on your account. You can still play with your coins; contact support if you have
        questions.
      </p>
    </div>
  );
}

/** Spec §5: on a break the bundles stay in view, disabled, under the break's message. */
function BreakNotice({ till }: { till: string }) {
  return (
    <p
      data-testid="purchase-break"
      className="flex items-center gap-2 rounded-xl border border-line bg-surface-2 p-4 text-sm font-semibold"
    >
      <Coffee size={18} className="shrink-0 text-accent" /> {breakActiveText(new Date(till))}
    </p>
  );
}

/** In a GC-only state a bundle buys its Gold Coins alone: said once, above the bundles that show it. */
function GoldCoinsOnlyNotice({ state }: { state: string }) {
  return (
    <p
      data-testid="gc-only-notice"
      className="flex items-center gap-2 rounded-xl border border-line bg-surface-2 p-4 text-sm"
    >
      <MapPin size={18} className="shrink-0 text-gc" /> {goldCoinsOnlyText(state)}
    </p>
  );
}

function BundlesSkeleton() {
  return (
    <div className={grid} aria-busy="true" data-testid="bundles-loading">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <Skeleton key={key} className="h-48 rounded-[10px]" />
      ))}
    </div>
  );
}

/**
 * The bundles view (spec §2): active special discounts (the first-purchase one with its banner), the
 * featured promotion, 'Upgraded Bundles' and 'Gold Coins Bundles'.
 */
export function BundlesView({ onChoose }: { onChoose(bundle: Bundle): void }) {
  const { data: me } = useMe();
  const { data, isPending, isError } = useBundles();
  const goldCoinsOnlyState = useGoldCoinsOnlyState();
  if (me && !me.can_purchase && (me.is_frozen || me.break_till_date === null))
    return <CannotPurchase reason={me.freeze_reason} />;
  if (isPending) return <BundlesSkeleton />;
  if (isError || !data) return <p className="text-sm text-loss">{WALLET_TEXTS.somethingWrong}</p>;
  const card = (bundle: Bundle, layout: 'vertical' | 'horizontal' = 'vertical') => (
    <BundleCard
      key={`${bundle.discount_slug ?? 'ladder'}-${bundle.id}`}
      bundle={bundle}
      layout={layout}
      disabled={bundleDisabled(bundle, me)}
      onChoose={onChoose}
    />
  );
  const upgraded = data.bundles.filter((b) => b.reward?.reward_type === 'Bundle Upgrade');
  const featured = data.featured_promotion
    ? data.bundles.filter((b) => b.promotionId === data.featured_promotion?.id)
    : [];
  if (data.bundles.length === 0)
    return (
      <p className="py-6 text-center text-sm text-text-muted">There are no bundles on sale right now.</p>
    );
  const breakTill =
    me?.break_till_date && new Date(me.break_till_date) > new Date() ? me.break_till_date : null;
  return (
    <div className="flex flex-col gap-6">
      {breakTill && <BreakNotice till={breakTill} />}
      {goldCoinsOnlyState !== null && <GoldCoinsOnlyNotice state={goldCoinsOnlyState} />}
      {data.discounted_bundles.map((discount) => (
        <Section
          key={discount.slug}
          title={discount.title}
          testId={`discount-${discount.slug}`}
          titleHidden={discount.slug === FIRST_PURCHASE_DISCOUNT_SLUG}
        >
          {discount.slug === FIRST_PURCHASE_DISCOUNT_SLUG && (
            <FirstPurchaseBanner title={discount.title} subTitle={discount.sub_title} />
          )}
          {discount.slug !== FIRST_PURCHASE_DISCOUNT_SLUG && (
            <p className="-mt-2 text-sm text-text-muted">{discount.sub_title}</p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            {discount.bundles.map((b) => card(b, 'horizontal'))}
          </div>
        </Section>
      ))}
      {data.featured_promotion && featured.length > 0 && (
        <Section title={data.featured_promotion.name} testId="featured-promotion">
          <div className="grid gap-3 sm:grid-cols-2">{featured.map((b) => card(b, 'horizontal'))}</div>
        </Section>
      )}
      {upgraded.length > 0 && (
        <Section title="Upgraded Bundles" testId="upgraded-bundles">
          <div className="grid gap-3 sm:grid-cols-2">{upgraded.map((b) => card(b, 'horizontal'))}</div>
        </Section>
      )}
      <Section title="Gold Coins Bundles" testId="gold-coins-bundles">
        <div className={grid}>{data.bundles.map((b) => card(b))}</div>
      </Section>
      <CryptoEntry />
      <p className="text-xs text-text-muted">
        {goldCoinsOnlyState === null &&
          'Sweeps Coins are free with every Gold Coins bundle and can never be bought. '}
        No purchase necessary.
      </p>
    </div>
  );
}
