import { Navigate, useNavigate, useParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { AuthPanel } from './AuthPanel';

/** /auth and /auth/{type}: full-page log in and sign up. */
export default function AuthPage() {
  const { type = 'login' } = useParams();
  const navigate = useNavigate();
  if (type !== 'login' && type !== 'register') return <Navigate to="/auth/login" replace />;
  return (
    <AuthLayout
      title={type === 'login' ? 'Welcome back' : 'Create your account'}
      subtitle={type === 'login' ? 'Log in to play.' : 'Free coins are waiting. No purchase necessary.'}
    >
      <AuthPanel
        mode={type}
        onModeChange={(m) => navigate(`/auth/${m}`, { replace: true })}
        onDone={() => navigate('/', { replace: true })}
      />
    </AuthLayout>
  );
}
