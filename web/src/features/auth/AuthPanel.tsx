import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export type AuthMode = 'login' | 'register';

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
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            onClick={() => onModeChange(m)}
            className={`h-9 rounded-md text-sm font-semibold transition-colors ${mode === m ? 'bg-surface-1 text-text shadow' : 'text-text-muted hover:text-text'}`}
          >
            {m === 'login' ? 'Log in' : 'Sign up'}
          </button>
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
