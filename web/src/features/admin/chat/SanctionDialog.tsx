import {
  type ChatSanction,
  type ChatSanctionKind,
  type ChatSanctionRequest,
  chatSanctionRequestSchema,
} from '@casino/contract';
import { type ReactNode, useState } from 'react';
import { formatWhen } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { ChoiceButton } from '../../../ui/ChoiceButton';
import { TextField } from '../../../ui/Field';
import { useMay } from '../access';
import { post, useAdminAction } from '../api';
import { PILL_LOOK, ReasonDialog } from '../parts';
import { PlayerPicker, type SanctionTarget } from './PlayerPicker';
import {
  DURATION_PRESETS,
  type DurationChoice,
  LONGEST_SANCTION,
  sanctionMinutes,
} from './sanction-duration';

/** What each kind does, as staff choose between them. */
const KINDS: Record<ChatSanctionKind, { label: string; confirm: string }> = {
  mute: { label: 'Mute', confirm: 'Mute' },
  ban: { label: 'Ban from chat', confirm: 'Ban from chat' },
};

export interface SanctionDialogProps {
  open: boolean;
  onClose(): void;
  /** The player, when staff came from their message or their page; otherwise they find one here. */
  target: SanctionTarget | null;
  /** The kind staff pressed (Mute or Ban); a mute when they have not said. */
  kind?: ChatSanctionKind;
}

/**
 * Mutes a player in chat (they read but cannot write) or bans them from it (neither), for a length
 * staff pick, with the reason the player is shown and the audit log keeps. A ban is offered only to
 * staff whose rank may (`chat.ban`); the server checks again. Give it a `key` per target so a reason
 * typed for one player is never sent for another.
 */
export function SanctionDialog({ open, onClose, target, kind: firstKind = 'mute' }: SanctionDialogProps) {
  const mayBan = useMay('chat.ban');
  const [player, setPlayer] = useState<SanctionTarget | null>(target);
  const [kind, setKind] = useState<ChatSanctionKind>(mayBan ? firstKind : 'mute');
  const [duration, setDuration] = useState<DurationChoice>(DURATION_PRESETS[0].minutes);
  const [custom, setCustom] = useState('');
  const [refusal, setRefusal] = useState<Error | null>(null);
  const sanction = useAdminAction<ChatSanctionRequest, ChatSanction>({
    send: (body) => post<ChatSanction>('/admin/chat/sanctions', body),
    done: (answer) =>
      `${answer.username ?? 'The player'} is ${answer.kind === 'ban' ? 'banned from chat' : 'muted'} until ${formatWhen(answer.until)}.`,
    refresh: ['chat-sanctions', 'audit', 'users'],
  });
  const minutes = sanctionMinutes(duration, custom);

  const confirm = (reason: string) => {
    const request = chatSanctionRequestSchema.safeParse({
      user_id: player?.id ?? '',
      kind,
      minutes: 'minutes' in minutes ? minutes.minutes : Number.NaN,
      reason,
    });
    if (!request.success) {
      setRefusal(new Error(request.error.issues[0]?.message ?? 'Check the form.'));
      return;
    }
    setRefusal(null);
    sanction.mutate(request.data, { onSuccess: onClose });
  };
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title="Mute or ban from chat"
      description="A mute stops the player writing; a chat ban also hides the chat from them. They see your reason and when it ends; the audit log keeps it."
      confirm={KINDS[kind].confirm}
      danger={kind === 'ban'}
      pending={sanction.isPending}
      error={refusal ?? sanction.error}
      onConfirm={confirm}
    >
      {player ? (
        <div className="flex items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm">
          <span className="min-w-0 truncate">
            Player:{' '}
            <bdi className="font-semibold" data-testid="sanction-player">
              {player.name}
            </bdi>
          </span>
          {!target && (
            <Button size="sm" variant="ghost" onClick={() => setPlayer(null)}>
              Change
            </Button>
          )}
        </div>
      ) : (
        <PlayerPicker onChoose={setPlayer} />
      )}
      {mayBan && (
        <Pills label="Sanction">
          {(Object.keys(KINDS) as ChatSanctionKind[]).map((k) => (
            <ChoiceButton key={k} chosen={kind === k} onChoose={() => setKind(k)} look={PILL_LOOK}>
              {KINDS[k].label}
            </ChoiceButton>
          ))}
        </Pills>
      )}
      <Pills label="For how long">
        {DURATION_PRESETS.map((preset) => (
          <ChoiceButton
            key={preset.minutes}
            chosen={duration === preset.minutes}
            onChoose={() => setDuration(preset.minutes)}
            look={PILL_LOOK}
          >
            {preset.label}
          </ChoiceButton>
        ))}
        <ChoiceButton chosen={duration === 'custom'} onChoose={() => setDuration('custom')} look={PILL_LOOK}>
          Custom
        </ChoiceButton>
      </Pills>
      {duration === 'custom' && (
        <TextField
          label="Minutes"
          inputMode="numeric"
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          hint={`Whole minutes, at most ${LONGEST_SANCTION}.`}
          error={custom.trim() && 'error' in minutes ? minutes.error : undefined}
          required
        />
      )}
    </ReasonDialog>
  );
}

/** A labelled row of pills: one choice among a few. */
function Pills({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-xs font-medium text-text-muted">{label}</legend>
      <div className="flex flex-wrap gap-1">{children}</div>
    </fieldset>
  );
}
