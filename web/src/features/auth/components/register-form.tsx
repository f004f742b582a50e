import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { registerSchema, type RegisterInput } from '@shared';
import { popupMs } from '@/config/ui';
import { PasswordField, TextField } from '@/components/form/fields';
import { authErrorMessage, register as createAccount } from '@/lib/sign-in';
import { notify } from '@/lib/popups';
import { messageTexts } from '@/lib/shared-texts';
import { saveProfile } from '../api/save-profile';
import { AuthError } from './auth-card';
import { GoogleButton } from './google-button';

export function RegisterForm({
  onRegistered,
  loginHref,
}: {
  onRegistered: () => void;
  loginHref: string;
}) {
  const { t } = useLingui();
  const [error, setError] = useState<{ text: string; code: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({ resolver: zodResolver(registerSchema) });

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    try {
      const user = await createAccount(input);
      await saveProfile(user.uid, {
        displayName: input.name,
        email: user.email,
        photoURL: input.photoURL,
      });
      void notify(t(messageTexts.registered), 'success', popupMs.registered);
      onRegistered();
    } catch (err) {
      setError(authErrorMessage(err));
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-1">
        <TextField
          label={t`Name`}
          autoComplete="name"
          registration={register('name')}
          error={errors.name}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
          hint={t`At least 6 characters, with an uppercase and a lowercase letter.`}
        />
        <TextField
          label={t`PhotoURL`}
          type="url"
          inputMode="url"
          placeholder="https://…"
          registration={register('photoURL')}
          error={errors.photoURL}
        />
        <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Creating your account…</Trans> : <Trans>Register</Trans>}
        </button>
      </form>
      <AuthError error={error} />
      <div className="divider text-sm">
        <Trans>or</Trans>
      </div>
      <GoogleButton
        onSuccess={() => {
          void notify(t(messageTexts.loggedIn), 'success', popupMs.loggedIn);
          onRegistered();
        }}
        onError={setError}
      />
      <p className="mt-6 text-center text-sm">
        <Trans>
          Already have an account?{' '}
          <Link to={loginHref} className="link link-primary font-semibold">
            Login
          </Link>
        </Trans>
      </p>
    </>
  );
}
