import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasPagePainted, pageRendered } from '@/lib/after-first-paint';
import { AfterPagePaint } from './after-page-paint';

describe('AfterPagePaint', () => {
  it('renders its children only after the first page has been painted', async () => {
    render(
      <AfterPagePaint>
        <p>Below the fold</p>
      </AfterPagePaint>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    expect(hasPagePainted()).toBe(false);

    pageRendered(); // what the root layout does after its first render
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
    expect(hasPagePainted()).toBe(true);
  });

  it('renders at once on a later navigation', () => {
    render(
      <AfterPagePaint>
        <p>Reviews</p>
      </AfterPagePaint>,
    );
    expect(screen.getByText('Reviews')).toBeInTheDocument();
  });
});
