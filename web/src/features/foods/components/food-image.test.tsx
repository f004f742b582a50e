import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FoodImage } from './food-image';

afterEach(cleanup);

const sizes = '(min-width: 640px) 50vw, 100vw';

describe('FoodImage', () => {
  it('offers the three widths of one of our photos', () => {
    const base = 'http://127.0.0.1:5000/photos/AbCdEfGhIjKlMnOpQrSt';
    render(<FoodImage src={`${base}/800.webp`} alt="Beef Tehari" sizes={sizes} />);
    const image = screen.getByRole('img', { name: 'Beef Tehari' });
    expect(image).toHaveAttribute('src', `${base}/800.webp`);
    expect(image).toHaveAttribute(
      'srcset',
      `${base}/400.webp 400w, ${base}/800.webp 800w, ${base}/1600.webp 1600w`,
    );
    expect(image).toHaveAttribute('sizes', sizes);
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('leaves any other image as it is', () => {
    render(<FoodImage src="/images/foods/mango-lassi.svg" alt="Lassi" sizes={sizes} eager />);
    const image = screen.getByRole('img', { name: 'Lassi' });
    expect(image).toHaveAttribute('src', '/images/foods/mango-lassi.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'eager');
  });
});
