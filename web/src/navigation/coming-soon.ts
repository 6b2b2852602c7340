import { toast } from '../ui/toast';

/** Destinations whose feature is not built yet say so (spec §2 sidebar: 'Coming soon'). */
export function comingSoon(what?: string): void {
  toast.info('Coming soon', what ? `${what} is on its way.` : undefined);
}
