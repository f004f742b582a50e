import { Icon } from './icon';

/** The round × that closes an inline panel or form; `label` names what it closes. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-circle btn-ghost btn-sm"
      aria-label={label}
      onClick={onClick}
    >
      <Icon size={20} line={2} round>
        <path d="M6 6l12 12M18 6 6 18" />
      </Icon>
    </button>
  );
}
