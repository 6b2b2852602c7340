import { FormMessage } from '../../ui/Field';
import { Switch } from '../../ui/Switch';
import { Card } from './Card';
import { useMeMutation } from './use-settings-action';

/** One switch of a ToggleCard: the `me` field it sets, and what it means for the player. */
export interface Toggle {
  key: string;
  label: string;
  hint?: string;
  value: boolean;
}

/** A card of on/off choices, each saved the moment it is switched (PATCH `path` with the one field). */
export function ToggleCard({
  title,
  description,
  path,
  toggles,
}: {
  title: string;
  description: string;
  path: string;
  toggles: Toggle[];
}) {
  const save = useMeMutation<Record<string, boolean>>(path, 'PATCH');
  return (
    <Card title={title} description={description}>
      <div className="flex flex-col divide-y divide-line">
        {toggles.map((toggle) => (
          <div key={toggle.key} className="flex items-center justify-between gap-4 py-3">
            <div>
              <p className="text-sm font-semibold">{toggle.label}</p>
              {toggle.hint && <p className="text-xs text-text-muted">{toggle.hint}</p>}
            </div>
            <Switch
              label={toggle.label}
              testId={toggle.key}
              checked={toggle.value}
              disabled={save.isPending}
              onChange={(next) => save.mutate({ [toggle.key]: next })}
            />
          </div>
        ))}
      </div>
      {save.isError && <FormMessage tone="error">{save.error.message}</FormMessage>}
    </Card>
  );
}
