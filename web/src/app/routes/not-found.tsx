import { NotFound } from '@/components/not-found';
// Not a first-load page: the whole stylesheet comes with it (decision 114).
import '@/styles/all.css';

export const Component = NotFound;
