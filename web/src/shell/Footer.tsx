import { Link } from 'react-router';
import { LegalLinks, LegalNotice } from '../navigation/LegalNotice';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-surface-1 px-4 py-8 pb-24 text-sm text-text-muted md:pb-8">
      <div className="mx-auto flex max-w-[1440px] flex-col gap-4">
        <LegalLinks />
        {/* Public figures every player may check: each game's published return beside its measured one. */}
        <Link to="/rtp" className="w-fit hover:text-text">
          Measured RTP
        </Link>
        <LegalNotice />
      </div>
    </footer>
  );
}
