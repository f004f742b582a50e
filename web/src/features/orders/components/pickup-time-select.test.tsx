import { screen } from '@testing-library/react';
import { render } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { defaultKitchen, pickupSlots } from '@shared';
import { PickupTimeSelect } from './pickup-time-select';

describe('the Pickup time select with a limit per slot', () => {
  it('shows a full time as "{time} (full)", disabled, and the others as they are', () => {
    const now = Date.UTC(2026, 11, 1, 9, 0);
    const kitchen = { ...defaultKitchen, perSlot: 2 };
    const slots = pickupSlots(kitchen, now).slice(0, 3);
    const [first, second] = slots;
    render(
      <PickupTimeSelect
        kitchen={kitchen}
        slots={slots}
        full={new Set([first!.at])}
        slotsFrom={now}
        value={second!.at}
        onChange={() => undefined}
      />,
    );
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options[0]?.textContent).toBe(`Today, ${first!.time} (full)`);
    expect(options[0]?.disabled).toBe(true);
    expect(options[1]?.textContent).toBe(`Today, ${second!.time}`);
    expect(options[1]?.disabled).toBe(false);
    expect(screen.getByLabelText('Pickup time')).toHaveValue(String(second!.at));
  });
});
