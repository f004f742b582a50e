import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { requireUser } from '@/app/route-guards';
import { PageHeader } from '@/components/page-header';
import { parseJsonRequest, type FormAnswer } from '@/components/form/form-action';
import { getAccountChoices } from '@/features/account/api/account-choices';
import { accountFormSchema, saveAccountChoices } from '@/features/account/api/save-account-choices';
import { AccountForm } from '@/features/account/components/account-form';
import { popupMs } from '@/config/ui';
import { notify } from '@/lib/popups';
import { declarationMessages } from '@/lib/food-texts';
import { pageMeta } from '@/app/page-meta';
import { i18n, loadCatalog } from '@/lib/i18n';
import type { Route } from './+types/my-account';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/my-account/*.po'));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request);
  return { choices: await getAccountChoices(user.uid, { fresh: true }) };
}

// The diner's allergies and order e-mails on users/{uid}; firestore.rules check them again.
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormAnswer> {
  const user = await requireUser(request);
  const choices = await parseJsonRequest(request, accountFormSchema);
  if (!choices.ok) return { failed: choices.failed };
  try {
    await saveAccountChoices(user, choices.data);
  } catch (error) {
    console.error('Saving the account failed', error);
    return {
      failed: i18n._(msg`We could not save your choices. Check your connection and try again.`),
    };
  }
  void notify(i18n._(declarationMessages.saved), 'success', popupMs.accountSaved);
  return { saved: true };
}

export const meta: Route.MetaFunction = () => pageMeta(msg`My account`);

export default function MyAccountPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { choices } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageHeader title={t`My account`}>
        <Trans>What you avoid eating, and how we tell you about orders.</Trans>
      </PageHeader>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <AccountForm defaultValues={choices} />
        </div>
      </div>
    </section>
  );
}
