import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { defaultKitchen, kitchenFormSchema, kitchenLimits, type KitchenFormInput } from '@shared';
import { requireUser } from '@/app/route-guards';
import { PageHeader } from '@/components/page-header';
import { getKitchen, getPickupAddress } from '@/features/kitchens/api/get-kitchen';
import { saveKitchen } from '@/features/kitchens/api/save-kitchen';
import { KitchenForm } from '@/features/kitchens/components/kitchen-form';
import { popupMs } from '@/config/ui';
import { notify } from '@/lib/popups';
import { parseJsonRequest, type FormAnswer } from '@/components/form/form-action';
import { pageMeta } from '@/app/page-meta';
import { i18n, loadCatalog } from '@/lib/i18n';
import { kitchenTexts } from '@/lib/shared-texts';
import type { Route } from './+types/my-kitchen';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/my-kitchen/*.po'));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request);
  const [{ kitchen, saved }, pickupAddress] = await Promise.all([
    getKitchen(user.uid, { fresh: true }),
    getPickupAddress(user.uid),
  ]);
  // Before the first save: the browser's own zone rather than the contract's UTC.
  const timeZone = saved ? kitchen.timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const form: KitchenFormInput = {
    pickupArea: kitchen.pickupArea ?? '',
    pickupAddress,
    openFrom: kitchen.openFrom,
    openTo: kitchen.openTo,
    leadMinutes: kitchen.leadMinutes,
    timeZone: timeZone || defaultKitchen.timeZone,
    paused: kitchen.paused,
    currency: kitchen.currency,
    // No limit, and the usual 30 minutes, are empty fields: saved as they are, nothing stored.
    ...(kitchen.perSlot === null ? {} : { perSlot: kitchen.perSlot }),
    ...(kitchen.answerMinutes === kitchenLimits.answerMinutesDefault
      ? {}
      : { answerMinutes: kitchen.answerMinutes }),
  };
  return { form, saved };
}

// The cook's card and private address; the loader then reads them again.
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormAnswer> {
  const user = await requireUser(request);
  const kitchen = await parseJsonRequest(request, kitchenFormSchema);
  if (!kitchen.ok) return { failed: kitchen.failed };
  try {
    await saveKitchen(user.uid, kitchen.data);
  } catch (error) {
    console.error('Saving the kitchen failed', error);
    return {
      failed: i18n._(msg`We could not save your kitchen. Check your connection and try again.`),
    };
  }
  void notify(i18n._(kitchenTexts.kitchenSaved), 'success', popupMs.kitchenSaved);
  return { saved: true };
}

export const meta: Route.MetaFunction = () => pageMeta(msg`My kitchen`);

export default function MyKitchenPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { form, saved } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageHeader title={t`My kitchen`}>
        <Trans>Where and when buyers collect your food.</Trans>{' '}
        {saved ? '' : <Trans>Set it up before your first order.</Trans>}
      </PageHeader>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <KitchenForm defaultValues={form} />
        </div>
      </div>
    </section>
  );
}
