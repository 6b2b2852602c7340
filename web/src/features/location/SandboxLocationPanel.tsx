import { type SandboxLocation, US_STATES } from '@casino/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { api } from '../../api/client';
import { useLoggedIn } from '../../api/session';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { checkLocation } from './location-store';

const KEY = ['sandbox-location'] as const;

/**
 * The sandbox geolocation's tester controls: where the sandbox places this player, a VPN, or a device
 * with no location. The server offers `/api/dev/location` only with the sandbox vendor outside
 * production; anywhere else the call fails and the panel is not shown.
 */
export function SandboxLocationPanel() {
  const loggedIn = useLoggedIn();
  const client = useQueryClient();
  const { data: place } = useQuery({
    queryKey: KEY,
    queryFn: () => api<SandboxLocation>('/dev/location'),
    enabled: loggedIn,
    retry: false,
  });
  const choose = useMutation({
    mutationFn: async (next: SandboxLocation) => {
      const saved = await api<SandboxLocation>('/dev/location', { method: 'PUT', body: next });
      client.setQueryData(KEY, saved);
      return checkLocation();
    },
    onSuccess: (check) =>
      toast.success(
        'Location checked',
        `${check.state ?? 'No location'}: ${check.sc_play ? 'SC play allowed' : check.reasons.join(', ')}`,
      ),
    onError: (error) => toast.error('Uh-oh', error.message),
  });
  if (!place) return null;
  const change = (patch: Partial<SandboxLocation>) => choose.mutate({ ...place, ...patch });

  return (
    <section
      data-testid="sandbox-location"
      className="flex flex-col gap-3 rounded-xl border border-dashed border-accent/60 p-4"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <FlaskConical size={18} className="text-accent" /> Sandbox location (testers only)
      </h2>
      <label className="flex flex-col gap-1 text-sm">
        State the sandbox reports
        <select
          data-testid="sandbox-state"
          className="h-10 rounded-lg border border-line bg-surface-2 px-3"
          value={place.state ?? ''}
          onChange={(event) => change({ state: event.target.value || null })}
        >
          {Object.entries(US_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          data-testid="sandbox-vpn"
          checked={place.vpn}
          onChange={(event) => change({ vpn: event.target.checked })}
        />
        VPN or proxy on
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          data-testid="sandbox-unsupported"
          checked={place.unsupported}
          onChange={(event) => change({ unsupported: event.target.checked })}
        />
        Device without location support
      </label>
      <Button size="sm" variant="secondary" pending={choose.isPending} onClick={() => change({})}>
        Check location again
      </Button>
    </section>
  );
}
