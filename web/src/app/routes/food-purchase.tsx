import type { LoaderFunctionArgs } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { ComingSoon } from '@/components/coming-soon';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export function Component() {
  return <ComingSoon title="Purchase" />;
}
