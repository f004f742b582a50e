import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return <ComingSoon title="All Food" />;
}
