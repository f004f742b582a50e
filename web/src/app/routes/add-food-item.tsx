import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { messages } from '@shared';
import { addFoodReenableMs, popupMs } from '@/config/ui';
import { requireUser } from '@/app/route-guards';
import { PageHeader } from '@/components/page-header';
import { useTitle } from '@/components/use-title';
import { createFood, ownerName } from '@/features/foods/api/create-food';
import { emptyFood, FoodForm } from '@/features/foods/components/food-form';
import { notify } from '@/lib/popups';

export async function loader({ request }: LoaderFunctionArgs) {
  return { user: await requireUser(request) };
}

const cooldown = { reenableAfterMs: addFoodReenableMs };

export function Component() {
  useTitle('Add Food');
  const { user } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageHeader title="Add a food item">
        Share a dish from your kitchen. Neighbours see it on the menu as soon as you add it.
      </PageHeader>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <FoodForm
            defaultValues={emptyFood}
            owner={{ name: ownerName(user), email: user.email }}
            submitLabel="Add Item"
            resetAfterSave={cooldown}
            onSubmit={async (fields) => {
              await createFood(fields, user);
              void notify(messages.foodAdded, 'success', popupMs.foodAdded);
            }}
          />
        </div>
      </div>
    </section>
  );
}
