import { LOCATION_TEXTS } from '@casino/contract';
import { MapPin } from 'lucide-react';
import { SandboxLocationPanel } from './SandboxLocationPanel';

const STEPS: { device: string; steps: string[] }[] = [
  {
    device: 'Chrome (desktop and Android)',
    steps: [
      'Click the lock icon at the left of the address bar.',
      'Set Location to Allow.',
      'Reload the page and press Enable Location.',
    ],
  },
  {
    device: 'Safari (Mac)',
    steps: [
      'Open System Settings → Privacy & Security → Location Services and turn them on for Safari.',
      'In Safari, open Settings → Websites → Location and choose Allow for this site.',
    ],
  },
  {
    device: 'iPhone and iPad',
    steps: [
      'Open Settings → Privacy & Security → Location Services and turn them on.',
      'Scroll to Safari Websites (or your browser) and choose While Using the App, with Precise Location on.',
    ],
  },
  {
    device: 'Windows',
    steps: ['Open Settings → Privacy & security → Location and turn on Location services for your browser.'],
  },
];

/** /article/location-service-activation: why we ask where you are, and how to let the browser say so. */
export default function LocationArticlePage() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-accent">
          <MapPin size={16} /> Location services
        </p>
        <h1 className="text-[28px] font-bold">Turn on location services</h1>
        <p className="text-text-muted">
          Sweeps Coins promotions are open only where the law allows them, so before you play Sweeps Coins,
          redeem a prize, buy a bundle or claim a bonus, we confirm which state you are in. A VPN or proxy, a
          simulated location or a shared screen makes the check fail: turn them off and try again.
        </p>
      </header>
      {STEPS.map(({ device, steps }) => (
        <section key={device} className="rounded-xl border border-line bg-surface-1 p-4">
          <h2 className="mb-2 font-semibold">{device}</h2>
          <ol className="ml-5 list-decimal text-sm text-text-muted">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
      <p className="text-sm text-text-muted">
        Then come back and press <strong>{LOCATION_TEXTS.enableLocation}</strong>. If the check still fails,
        our support team can help.
      </p>
      <SandboxLocationPanel />
    </article>
  );
}
