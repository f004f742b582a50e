import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { messages, registerSchema, type RegisterInput } from '@shared';
import { popupMs } from '@/config/ui';
import { PasswordField, TextField } from '@/components/form/fields';
import { authErrorMessage, register as createAccount } from '@/lib/sign-in';
import { notify } from '@/lib/popups';
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
      void notify(messages.registered, 'success', popupMs.registered);
      onRegistered();
    } catch (err) {
      setError(authErrorMessage(err));
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-1">
        <TextField
          label="Name"
          autoComplete="name"
          registration={register('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
          hint="At least 6 characters, with an uppercase and a lowercase letter."
        />
        <TextField
          label="PhotoURL"
          type="url"
          inputMode="url"
          placeholder="https://…"
          registration={register('photoURL')}
          error={errors.photoURL}
        />
        <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating your account…' : 'Register'}
        </button>
      </form>
      <AuthError error={error} />
      <div className="divider text-sm">or</div>
      <GoogleButton
        onSuccess={() => {
          void notify(messages.loggedIn, 'success', popupMs.loggedIn);
          onRegistered();
        }}
        onError={setError}
      />
      <p className="mt-6 text-center text-sm">
        Already have an account?{' '}
        <Link to={loginHref} className="link link-primary font-semibold">
          Login
        </Link>
      </p>
    </>
  );
}
