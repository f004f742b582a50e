import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GalleryEntry } from '@shared';
import { render } from '@/testing/render';
import { GalleryCard } from './gallery-card';

afterEach(cleanup);

const entry = (imageURL: string): GalleryEntry => ({
  _id: 'g1',
  imageURL,
  feedback: 'Sunday lunch.',
  userName: 'Nadia Islam',
  userEmail: 'nadia@foodtable.test',
  userUid: 'nadia',
  createdAt: '2025-01-05T12:00:00.000Z',
});

describe('GalleryCard', () => {
  it('offers the three widths of one of our photos', () => {
    const base = '/photos/AbCdEfGhIjKlMnOpQrSt';
    render(<GalleryCard entry={entry(`${base}/800.webp`)} />);
    const image = screen.getByRole('img', { name: 'Photo shared by Nadia Islam' });
    expect(image).toHaveAttribute(
      'srcset',
      `${base}/400.webp 400w, ${base}/800.webp 800w, ${base}/1600.webp 1600w`,
    );
    expect(image.getAttribute('sizes')).toMatch(/100vw$/);
  });

  it('leaves a seed drawing as it is', () => {
    render(<GalleryCard entry={entry('/images/gallery/table-1.svg')} />);
    const image = screen.getByRole('img', { name: 'Photo shared by Nadia Islam' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});
