/**
 * The redemption screens come with issue 14's redemptions: until then the Redeem page is its name only,
 * and the wallet does not offer its tab.
 */
function Placeholder({ name, title }: { name: string; title: string }) {
  return (
    <section data-testid={`wallet-page-${name}`} className="py-6 text-center">
      <h3 className="text-lg font-semibold">{title}</h3>
    </section>
  );
}

export const RedeemPage = () => <Placeholder name="redeem" title="Redeem" />;
