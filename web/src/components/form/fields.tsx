// Labelled form controls: every field has a visible <label> with the spec's field name and
// shows its own error under it, tied to the input for screen readers. An error is the shared
// schemas' English (or a text already in the page's language): `pageText` shows it in the
// page's language.
import { Trans } from '@lingui/react/macro';
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { pageText } from '@/lib/shared-texts';

/** A field's error: react-hook-form's, or one a field finds itself (the photo's). */
type ShownError = Pick<FieldError, 'message'>;

interface FieldShellProps {
  id: string;
  label: string;
  error?: ShownError | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** The label, the hint and the error around one control whose id is `id`. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="fieldset w-full py-1">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-base-content/70">{hint}</p>}
      {error?.message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-error">
          {pageText(error.message)}
        </p>
      )}
    </div>
  );
}

/** The control's invalid state, tied to the error FieldShell shows. */
export function describedBy(id: string, error?: ShownError) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  registration: Partial<UseFormRegisterReturn>;
  error?: FieldError | undefined;
  hint?: ReactNode;
};

export function TextField({
  label,
  registration,
  error,
  hint,
  className,
  ...props
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''} ${props.readOnly ? 'bg-base-200' : ''} ${className ?? ''}`}
        {...describedBy(id, error)}
        {...props}
        {...registration}
      />
    </FieldShell>
  );
}

export function PasswordField({ label, registration, error, hint, ...props }: TextFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`input w-full pr-20 ${error ? 'input-error' : ''}`}
          {...describedBy(id, error)}
          {...props}
          {...registration}
        />
        <button
          type="button"
          className="btn btn-ghost btn-sm absolute top-1/2 right-1 -translate-y-1/2"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? (
            <Trans>
              Hide<span className="sr-only"> password</span>
            </Trans>
          ) : (
            <Trans>
              Show<span className="sr-only"> password</span>
            </Trans>
          )}
        </button>
      </div>
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  registration: Partial<UseFormRegisterReturn>;
  error?: FieldError | undefined;
  options: readonly string[];
  /** An option's text, when it is not the value itself (a label in the page's language). */
  optionLabel?: (option: string) => string;
  placeholder: string;
};

/** A select whose placeholder option has the value "0": the spec's "no selection". */
export function SelectField({
  label,
  registration,
  error,
  options,
  optionLabel = (option) => option,
  placeholder,
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        {...describedBy(id, error)}
        {...props}
        {...registration}
      >
        <option value="0">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  registration: Partial<UseFormRegisterReturn>;
  error?: FieldError | undefined;
  hint?: ReactNode;
};

export function TextareaField({
  label,
  registration,
  error,
  hint,
  className,
  ...props
}: TextareaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        className={`textarea w-full ${error ? 'textarea-error' : ''} ${className ?? ''}`}
        {...describedBy(id, error)}
        {...props}
        {...registration}
      />
    </FieldShell>
  );
}
