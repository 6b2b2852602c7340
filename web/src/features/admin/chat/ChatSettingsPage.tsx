import { type ChatSettings, chatSettingsRequestSchema } from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { FormMessage, TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { Switch } from '../../../ui/Switch';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { adminKeys, useAdminAction, useAdminQuery } from '../api';
import { PageTitle, QueryFailed } from '../parts';
import { addBlockedWord, removeBlockedWord } from './blocked-words';
import { SlowModeTable } from './SlowModeTable';

type SettingsForm = z.input<typeof chatSettingsRequestSchema>;
type SettingsSent = z.output<typeof chatSettingsRequestSchema>;

const settingsResolver = zodResolver(chatSettingsRequestSchema);

/**
 * `/admin/chat/settings` (`chat.settings`): who may chat (a verified email, an amount played in GC or
 * SC), the words chat masks, and each room's slow mode.
 */
export function ChatSettingsPage() {
  const settings = useAdminQuery<ChatSettings>(adminKeys.area('chat-settings'), '/admin/chat/settings');
  return (
    <section className="flex flex-col gap-6">
      <PageTitle
        title="Chat settings"
        hint="The requirement to chat is in the chat rules players read; staff always may chat."
      />
      {settings.data ? (
        <SettingsEditor saved={settings.data} />
      ) : settings.error ? (
        <QueryFailed error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Skeleton className="h-72 w-full rounded-xl" />
      )}
      <div>
        <h2 className="mb-2 text-lg font-semibold">Slow mode</h2>
        <p className="mb-3 text-sm text-text-muted">
          Seconds each player waits between messages in a room (0 is off; never less than the usual 3 s).
        </p>
        <SlowModeTable />
      </div>
    </section>
  );
}

function SettingsEditor({ saved }: { saved: ChatSettings }) {
  const { field, handleSubmit, showRefusal, watch, setValue, reset, formState } = useSchemaForm<
    SettingsForm,
    SettingsSent
  >(settingsResolver, { defaultValues: saved });
  const save = useAdminAction<SettingsSent, ChatSettings>({
    send: (body) => api<ChatSettings>('/admin/chat/settings', { method: 'PUT', body }),
    done: 'Chat settings saved.',
    refresh: ['chat-settings', 'audit'],
  });
  const submit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: (answer) => reset(answer), onError: showRefusal }),
  );
  const words = watch('blocked_words');
  const setWords = (next: string[]) => setValue('blocked_words', next, { shouldDirty: true });
  return (
    <form
      onSubmit={submit}
      aria-label="Chat settings"
      className="flex flex-col gap-5 rounded-xl border border-line bg-surface-1 p-4"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-bold">Requirement to chat</legend>
        <span className="flex items-center justify-between gap-3 text-sm md:justify-start">
          A verified email
          <Switch
            checked={watch('require_verified_email')}
            onChange={(on) => setValue('require_verified_email', on, { shouldDirty: true })}
            label="Require a verified email"
            testId="chat-require-email"
          />
        </span>
        <div className="grid gap-3 md:max-w-xl md:grid-cols-2">
          <TextField label="Played at least (GC)" inputMode="decimal" {...field('min_wagered_gc')} />
          <TextField label="or played at least (SC)" inputMode="decimal" {...field('min_wagered_sc')} />
        </div>
      </fieldset>
      <BlockedWords words={words} onChange={setWords} error={formState.errors.blocked_words?.message} />
      {formState.errors.root?.server && (
        <FormMessage tone="error">{formState.errors.root.server.message}</FormMessage>
      )}
      <Button
        type="submit"
        className="self-start"
        pending={save.isPending}
        disabled={!formState.isDirty}
        data-testid="chat-settings-save"
      >
        Save settings
      </Button>
    </form>
  );
}

/** The words chat masks, as chips removed with their ×, and a field that adds one. */
function BlockedWords({
  words,
  onChange,
  error,
}: {
  words: string[];
  onChange(words: string[]): void;
  error: string | undefined;
}) {
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const add = () => {
    const next = addBlockedWord(words, draft);
    if ('error' in next) return setRefusal(next.error);
    setRefusal(undefined);
    setDraft('');
    onChange(next.words);
  };
  // Enter adds the word instead of saving the whole form.
  const enterAdds = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-bold">Blocked words</legend>
      <p className="text-sm text-text-muted">
        Masked with asterisks wherever a word starts with one of them.
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Enter from the word field inside */}
      <div className="flex items-end gap-2 md:max-w-xl" onKeyDown={enterAdds}>
        <div className="min-w-0 flex-1">
          <TextField
            label="Add a word"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={refusal ?? error}
          />
        </div>
        <Button variant="secondary" className="h-11" onClick={add} data-testid="blocked-word-add">
          <Plus size={16} /> Add
        </Button>
      </div>
      {words.length === 0 ? (
        <p className="text-sm text-text-muted">No blocked words.</p>
      ) : (
        <ul aria-label="Blocked words" className="flex flex-wrap gap-1.5">
          {words.map((word) => (
            <li
              key={word}
              className="inline-flex h-8 items-center gap-1 rounded-full border border-line bg-surface-2 pr-1 pl-3 text-sm"
            >
              <bdi>{word}</bdi>
              <button
                type="button"
                aria-label={`Remove ${word}`}
                onClick={() => onChange(removeBlockedWord(words, word))}
                className="grid size-6 place-items-center rounded-full text-text-muted hover:bg-line hover:text-text"
              >
                <X size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
