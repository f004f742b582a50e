import { NotFound } from '@/components/not-found';

export const Component = NotFound;
