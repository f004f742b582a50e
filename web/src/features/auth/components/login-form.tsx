import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { loginSchema, type LoginInput } from '@shared';
import { popupMs } from '@/config/ui';
import { PasswordField, TextField } from '@/components/form/fields';
import { takeAccountLanguage } from '@/lib/account-language';
import { authErrorMessage, signIn } from '@/lib/sign-in';
import { notify } from '@/lib/popups';
import { messageTexts } from '@/lib/shared-texts';
import { AuthError } from './auth-card';
import { GoogleButton } from './google-button';

export function LoginForm({
  onSignedIn,
  registerHref,
}: {
  onSignedIn: () => void;
  registerHref: string;
}) {
  const { t } = useLingui();
  const [error, setError] = useState<{ text: string; code: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  async function succeed() {
    // Failing to read the account's language leaves the page's: signing in still succeeded.
    await takeAccountLanguage().catch((error: unknown) =>
      console.warn('The account’s language was not read', error),
    );
    void notify(t(messageTexts.loggedIn), 'success', popupMs.loggedIn);
    onSignedIn();
  }

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      await signIn(email, password);
      await succeed();
    } catch (err) {
      setError(authErrorMessage(err));
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-1">
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password}
        />
        <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Signing in…</Trans> : <Trans>Login</Trans>}
        </button>
      </form>
      <AuthError error={error} />
      <div className="divider text-sm">
        <Trans>or</Trans>
      </div>
      <GoogleButton onSuccess={() => void succeed()} onError={setError} />
      <p className="mt-6 text-center text-sm">
        <Trans>
          New to FoodTable?{' '}
          <Link to={registerHref} className="link link-primary font-semibold">
            Create an account
          </Link>
        </Trans>
      </p>
    </>
  );
}
