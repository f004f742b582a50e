// The diet mark on cards and pages (contract): read without colour too. The shape says it
// (a circle for Veg, a diamond for Egg, a triangle for Non-veg, each in a square, as Indian
// packs mark them), and so does the text beside it.
import { useLingui } from '@lingui/react/macro';
import type { Diet } from '@shared/declaration';
import { dietTexts } from '@/lib/food-labels';

const shapes: Record<Diet, string> = {
  veg: 'M12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z',
  egg: 'M12 6.5 17.5 12 12 17.5 6.5 12Z',
  'non-veg': 'M12 6.5 17.5 16.5h-11Z',
};

const tones: Record<Diet, string> = {
  veg: 'text-green-700',
  egg: 'text-amber-700',
  'non-veg': 'text-red-800',
};

export function DietMark({ diet, size = 'sm' }: { diet: Diet; size?: 'sm' | 'md' }) {
  const box = size === 'md' ? 20 : 16;
  const { t } = useLingui();
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs font-semibold ${tones[diet]}`}
      data-testid="diet-mark"
    >
      <svg viewBox="0 0 24 24" width={box} height={box} aria-hidden="true" className="shrink-0">
        <rect
          x="2.5"
          y="2.5"
          width="19"
          height="19"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d={shapes[diet]} fill="currentColor" />
      </svg>
      {t(dietTexts[diet])}
    </span>
  );
}
