import { useLingui } from '@lingui/react/macro';
import type { AsAuthorSees } from '@shared';
import { messageTexts } from '@/lib/shared-texts';

/** On the author's own item, when an operator hid it: shown to nobody else (decision 140). */
export function HiddenMark({ item }: { item: AsAuthorSees<object> }) {
  const { t } = useLingui();
  if (!item.hidden) return null;
  return (
    <span className="badge badge-warning badge-sm mt-1 whitespace-nowrap" data-testid="hidden-mark">
      {t(messageTexts.hiddenByModerators)}
    </span>
  );
}
