import { useTitle } from '@/components/use-title';
import { Hero } from '@/features/home/components/hero';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';

export function loader() {
  return null;
}

export function Component() {
  useTitle('Home');
  return (
    <>
      <Hero />
      <WhyChooseUs />
    </>
  );
}
