import { ChoiceButton, type ChoiceLook } from '../../ui/ChoiceButton';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export type AuthMode = 'login' | 'register';

const MODE_LOOK: ChoiceLook = {
  base: 'h-9 rounded-md text-sm font-semibold transition-colors',
  chosen: 'bg-surface-1 text-text shadow',
  other: 'text-text-muted hover:text-text',
};

/** Tabs between log in and sign up; used by the ?tab overlay and by the /auth pages. */
export function AuthPanel({
  mode,
  onModeChange,
  onDone,
}: {
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  onDone(): void;
}) {
  return (
    <div>
      <div role="tablist" className="mb-6 grid grid-cols-2 rounded-lg bg-surface-2 p-1">
        {(['login', 'register'] as const).map((m) => (
          <ChoiceButton key={m} tab chosen={mode === m} onChoose={() => onModeChange(m)} look={MODE_LOOK}>
            {m === 'login' ? 'Log in' : 'Sign up'}
          </ChoiceButton>
        ))}
      </div>
      {mode === 'login' ? (
        <LoginForm onDone={onDone} onSwitchToRegister={() => onModeChange('register')} />
      ) : (
        <RegisterForm onDone={onDone} onSwitchToLogin={() => onModeChange('login')} />
      )}
    </div>
  );
}
