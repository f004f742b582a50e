import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { redirectSignedIn } from '@/app/route-guards';
import { loginPath, paths, safeReturnPath } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { pageMeta } from '@/app/page-meta';
import { loadCatalog } from '@/lib/i18n';
import type { Route } from './+types/register';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/register/*.po'));

export const clientLoader = redirectSignedIn;

export const meta: Route.MetaFunction = () => pageMeta(msg`Register`);

export default function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from');
  return (
    <AuthCard
      title={t`Join FoodTable today`}
      subtitle={t`New here? Create an account to order, cook and share with your neighbours.`}
    >
      <RegisterForm
        loginHref={from ? loginPath(from) : paths.login}
        onRegistered={() => navigate(safeReturnPath(from), { replace: true })}
      />
    </AuthCard>
  );
}
