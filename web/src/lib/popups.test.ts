import { beforeEach, describe, expect, it, vi } from 'vitest';
import { popupMs } from '@/config/ui';
import { warn } from './popups';

const fire = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('sweetalert2', () => ({ default: { fire } }));

describe('warn', () => {
  beforeEach(() => fire.mockClear());

  it('shows the spec’s warning popup: the text as plain text, closing by itself after 3.5 s', async () => {
    warn('Purchase is refused.');
    await vi.waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        icon: 'warning',
        titleText: 'Purchase is refused.',
        showConfirmButton: false,
        timer: popupMs.purchaseWarning,
      }),
    );
    expect(popupMs.purchaseWarning).toBe(3500);
  });
});
