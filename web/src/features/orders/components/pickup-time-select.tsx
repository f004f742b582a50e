import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo, useState } from 'react';
import { pickupSlots, type Kitchen, type PickupSlot, type RefusalReason } from '@shared';
import { clockDigits, pickupDayHeading } from '@/lib/pickup-text';
import { kitchenTexts, mealTexts } from '@/lib/shared-texts';
import { pickupTimeRefusals } from '../api/place-order';

// A minute's grace: the earliest time offered is still allowed when the order reaches the server.
const submitGraceMs = 60_000;

/**
 * The pickup time a form (the purchase form, the meal) offers and sends: the kitchen's times
 * from now, computed rather than fetched, less the full ones its route loaded (`fullTimes`,
 * contract "Portions per slot"); the one chosen, or else the earliest with room. `refused`
 * takes the server's refusal: when the time went out of reach or filled up while the form was
 * open, the form offers the times there are now and chooses the next one the server named.
 * `select` is what PickupTimeSelect takes.
 */
export function usePickupChoice(kitchen: Kitchen, fullTimes: readonly number[] = []) {
  const [slotsFrom, setSlotsFrom] = useState(() => Date.now());
  // The times again only when the hours change: a live copy of the same kitchen is a new object.
  const { openFrom, openTo, leadMinutes, timeZone, paused } = kitchen;
  const slots = useMemo(
    () =>
      pickupSlots({ openFrom, openTo, leadMinutes, timeZone, paused }, slotsFrom + submitGraceMs),
    [openFrom, openTo, leadMinutes, timeZone, paused, slotsFrom],
  );
  const full = useMemo(() => new Set(fullTimes), [fullTimes]);
  const [chosen, choose] = useState<number | null>(null);
  const open = (at: number | null) => at !== null && !full.has(at);
  const pickupAt = slots.some((slot) => slot.at === chosen && open(slot.at))
    ? chosen
    : (slots.find((slot) => open(slot.at))?.at ?? null);
  function refused(reason: RefusalReason | null, next: number | null = null) {
    if (!reason || !pickupTimeRefusals.includes(reason)) return;
    choose(next);
    setSlotsFrom(Date.now());
  }
  return {
    pickupAt,
    refused,
    select: { kitchen, slots, full, slotsFrom, value: pickupAt, onChange: choose },
  };
}

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
 * (`pickupSlots`), earliest first, on the kitchen's clock; a full one as `{time} (full)`,
 * disabled.
 */
export function PickupTimeSelect({
  kitchen,
  slots,
  full,
  slotsFrom,
  value,
  onChange,
  id = 'pickup-time',
}: {
  kitchen: Kitchen;
  slots: PickupSlot[];
  /** The times that hold the kitchen's orders per slot already: shown, not chosen. */
  full: ReadonlySet<number>;
  /** When the times were computed: the day headings are relative to it. */
  slotsFrom: number;
  value: number | null;
  onChange: (at: number) => void;
  id?: string;
}) {
  const { t } = useLingui();
  const zone = kitchen.timeZone;
  return (
    <div className="fieldset w-full py-1 sm:col-span-2">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm font-semibold">
        {t(mealTexts.pickupTime)}
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
              ? t(kitchenTexts.notTakingOrders)
              : t`No pickup times in the next 7 days`}
          </option>
        )}
        <PickupOptions slots={slots} full={full} timeZone={zone} slotsFrom={slotsFrom} />
      </select>
      <p className="text-xs text-base-content/70">
        <Trans>On the kitchen’s clock ({zone})</Trans>
      </p>
    </div>
  );
}

/**
 * A week of quarter hours, up to 672 options: drawn again when the times or the language
 * change, not for each change of the form around them (the quantity typed, the time chosen).
 */
const PickupOptions = memo(function PickupOptions({
  slots,
  full,
  timeZone,
  slotsFrom,
}: {
  slots: PickupSlot[];
  full: ReadonlySet<number>;
  timeZone: string;
  slotsFrom: number;
}) {
  // Lingui's context: drawn again in a language chosen later.
  const { t } = useLingui();
  const fullMark = t(kitchenTexts.slotFullMark);
  return groupByDay(slots, timeZone, slotsFrom).map((group) => (
    <optgroup key={group.slots[0]?.at} label={group.heading}>
      {group.slots.map((slot) => (
        <option key={slot.at} value={slot.at} disabled={full.has(slot.at)}>
          {`${group.heading}, ${clockDigits(slot.time)}`}
          {full.has(slot.at) ? ` ${fullMark}` : ''}
        </option>
      ))}
    </optgroup>
  ));
});
