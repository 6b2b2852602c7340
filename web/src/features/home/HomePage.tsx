import { BetHistoryTable } from '../history';
import { HomeLobby } from '../lobby';

/**
 * The home lobby (spec §2): the main banner, the category sliders and the bet history. Players always
 * see it; guests see it when the landing page is switched off.
 */
export default function HomePage() {
  return (
    <div className="flex flex-col gap-8">
      <HomeLobby />
      <BetHistoryTable />
    </div>
  );
}
