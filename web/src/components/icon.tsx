import type { ReactNode } from 'react';

interface Props {
  /** Width and height in CSS pixels. */
  size: number;
  viewBox?: string;
  /** Drawn as an outline of this width; solid (filled) when absent. Both take the text colour. */
  line?: number;
  /** Rounded line ends and corners. */
  round?: boolean;
  className?: string;
  /** The drawing: paths and shapes in the viewBox's coordinates. */
  children: ReactNode;
}

/**
 * The frame of every inline icon. Decorative always: the button or link around it carries the
 * name. The drawings stay with the code that shows them, so a page's chunk holds only its own.
 */
export function Icon({ size, viewBox = '0 0 24 24', line, round, className, children }: Props) {
  const cap = round ? 'round' : undefined;
  return (
    <svg
      viewBox={viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      className={className}
      fill={line ? 'none' : 'currentColor'}
      stroke={line ? 'currentColor' : undefined}
      strokeWidth={line}
      strokeLinecap={cap}
      strokeLinejoin={cap}
    >
      {children}
    </svg>
  );
}
