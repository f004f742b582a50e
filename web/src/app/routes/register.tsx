import { useNavigate, useSearchParams } from 'react-router-dom';
import { redirectSignedIn } from '@/app/route-guards';
import { useTitle } from '@/components/use-title';
import { loginPath, paths, safeReturnPath } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

export const clientLoader = redirectSignedIn;

export default function RegisterPage() {
  useTitle('Register');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from');
  return (
    <AuthCard
      title="Join FoodTable today"
      subtitle="New here? Create an account to order, cook and share with your neighbours."
    >
      <RegisterForm
        loginHref={from ? loginPath(from) : paths.login}
        onRegistered={() => navigate(safeReturnPath(from), { replace: true })}
      />
    </AuthCard>
  );
}
