import { Skeleton } from '../../ui/Skeleton';
import { useResponsiblePlay } from './api';
import { BreakSection } from './BreakSection';
import { LimitsSection } from './LimitsSection';
import { SelfExclusionSection } from './SelfExclusionSection';

/** /settings/responsible-play: a break, self-exclusion and limits, none needing support to set. */
export function ResponsiblePlaySettings() {
  const { data: settings } = useResponsiblePlay();
  if (!settings) return <Skeleton className="h-64" />;
  return (
    <div className="flex flex-col gap-4">
      <BreakSection settings={settings} />
      <SelfExclusionSection settings={settings} />
      <LimitsSection settings={settings} />
    </div>
  );
}
