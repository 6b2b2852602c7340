import { describe, expect, it } from 'vitest';
import { actionName } from './action-names';

describe('actionName', () => {
  it('names an action in words, a flag by the way it went, and an unknown one by its log name', () => {
    expect(actionName({ action: 'users.adjust', after: { amount: '5.00' } })).toBe('Adjusted a balance');
    expect(actionName({ action: 'users.freeze', after: { frozen: true } })).toBe('Froze an account');
    expect(actionName({ action: 'users.freeze', after: { frozen: false } })).toBe('Unfroze an account');
    expect(actionName({ action: 'users.ban', after: null })).toBe('Banned or unbanned an account');
    expect(actionName({ action: 'users.nap' })).toBe('users.nap');
  });

  it('tells chat’s deeds apart by what the entry was on', () => {
    const chat = (action: string, subject_type: string | null) => actionName({ action, subject_type });
    expect(chat('chat.moderate', 'chat_message')).toBe('Deleted a chat message');
    expect(chat('chat.moderate', 'chat_report')).toBe('Dismissed a chat report');
    expect(chat('chat.moderate', 'user')).toBe('Muted a player in chat');
    expect(chat('chat.moderate', null)).toBe('Muted a player in chat');
    expect(chat('chat.moderate', 'chat_sanction')).toBe('Lifted a chat mute');
    expect(chat('chat.ban', 'user')).toBe('Banned a player from chat');
    expect(chat('chat.ban', 'chat_sanction')).toBe('Lifted a chat ban');
    expect(chat('chat.settings', 'chat_room')).toBe("Changed a room's slow mode");
    expect(chat('chat.settings', 'chat_settings')).toBe('Changed the chat settings');
    expect(chat('chat.settings', 'something_new')).toBe('Changed the chat settings');
  });
});
