import { kitchenMessages, type Kitchen, type PickupSlot } from '@shared';
import { pickupDayHeading } from '@/lib/pickup-text';

/** The pickup times, grouped under the kitchen's days (Today, Tomorrow, Wed 25 Nov). */
function groupByDay(slots: PickupSlot[], timeZone: string, now: number) {
  const groups: { heading: string; slots: PickupSlot[] }[] = [];
  for (const slot of slots) {
    const last = groups.at(-1);
    if (last && last.slots[0]?.date === slot.date) last.slots.push(slot);
    else groups.push({ heading: pickupDayHeading(slot.at, timeZone, now), slots: [slot] });
  }
  return groups;
}

/**
 * The `Pickup time` select of the purchase form and the meal: the kitchen's allowed times
 * (`pickupSlots`), earliest first, on the kitchen's clock.
 */
export function PickupTimeSelect({
  kitchen,
  slots,
  slotsFrom,
  value,
  onChange,
  id = 'pickup-time',
}: {
  kitchen: Kitchen;
  slots: PickupSlot[];
  /** When the times were computed: the day headings are relative to it. */
  slotsFrom: number;
  value: number | null;
  onChange: (at: number) => void;
  id?: string;
}) {
  return (
    <div className="fieldset w-full py-1 sm:col-span-2">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm font-semibold">
        Pickup time
      </label>
      <select
        id={id}
        className="select w-full"
        value={value ?? ''}
        disabled={kitchen.paused || slots.length === 0}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {slots.length === 0 && (
          <option value="">
            {kitchen.paused
              ? kitchenMessages.notTakingOrders
              : 'No pickup times in the next 7 days'}
          </option>
        )}
        {groupByDay(slots, kitchen.timeZone, slotsFrom).map((group) => (
          <optgroup key={group.slots[0]?.at} label={group.heading}>
            {group.slots.map((slot) => (
              <option key={slot.at} value={slot.at}>
                {`${group.heading}, ${slot.time}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p className="text-xs text-base-content/70">On the kitchen’s clock ({kitchen.timeZone})</p>
    </div>
  );
}
