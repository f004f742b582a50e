import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface Props {
  label: string;
  button: ReactNode;
  buttonClassName: string;
  align?: 'start' | 'end';
  /** The menu's items; call `close` when one is chosen. */
  children: (close: () => void) => ReactNode;
}

/** A disclosure menu: a real button with aria-expanded; Escape, a click outside or a choice closes it. */
export function MenuButton({ label, button, buttonClassName, align = 'start', children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {button}
      </button>
      <div
        id={id}
        hidden={!open}
        className={`absolute z-50 mt-3 ${align === 'end' ? 'right-0' : 'left-0'}`}
      >
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
