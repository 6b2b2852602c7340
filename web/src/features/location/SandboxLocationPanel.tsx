import { type SandboxLocation, US_STATES } from '@casino/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useLoggedIn } from '../../api/session';
import { Button } from '../../ui/Button';
import { TesterPanel } from '../../ui/TesterPanel';
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
    <TesterPanel title="Sandbox location" testId="sandbox-location">
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
      <Toggle name="vpn" label="VPN or proxy on" checked={place.vpn} onChange={(vpn) => change({ vpn })} />
      <Toggle
        name="unsupported"
        label="Device without location support"
        checked={place.unsupported}
        onChange={(unsupported) => change({ unsupported })}
      />
      <Button size="sm" variant="secondary" pending={choose.isPending} onClick={() => change({})}>
        Check location again
      </Button>
    </TesterPanel>
  );
}

function Toggle({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        data-testid={`sandbox-${name}`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
