import { Trans } from '@lingui/react/macro';

/** A row's Delete: `label` names what it deletes; it spins and waits while that runs. */
export function DeleteButton({
  label,
  busy,
  onClick,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-error btn-soft btn-sm"
      aria-label={label}
      disabled={busy}
      onClick={onClick}
    >
      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      <Trans>Delete</Trans>
    </button>
  );
}
