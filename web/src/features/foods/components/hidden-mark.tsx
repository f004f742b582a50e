import { messages, type AsAuthorSees } from '@shared';

/** On the author's own item, when an operator hid it: shown to nobody else (decision 140). */
export function HiddenMark({ item }: { item: AsAuthorSees<object> }) {
  if (!item.hidden) return null;
  return (
    <span className="badge badge-warning badge-sm mt-1 whitespace-nowrap" data-testid="hidden-mark">
      {messages.hiddenByModerators}
    </span>
  );
}
