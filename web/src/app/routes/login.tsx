import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { redirectSignedIn } from '@/app/route-guards';
import { paths, safeReturnPath } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { pageMeta } from '@/app/page-meta';
import { loadCatalog } from '@/lib/i18n';
import type { Route } from './+types/login';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/login/*.po'));

export const clientLoader = redirectSignedIn;

export const meta: Route.MetaFunction = () => pageMeta(msg`Login`);

export default function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from');
  const registerHref = from ? `${paths.register}?from=${encodeURIComponent(from)}` : paths.register;
  return (
    <AuthCard
      title={t`Welcome back`}
      subtitle={t`Sign in to order food, list your own dishes and share your table.`}
    >
      <LoginForm
        registerHref={registerHref}
        onSignedIn={() => navigate(safeReturnPath(from), { replace: true })}
      />
    </AuthCard>
  );
}
