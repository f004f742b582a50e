import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './icon';

afterEach(cleanup);

describe('Icon', () => {
  it('draws an outline in the text colour, hidden from screen readers', () => {
    const { container } = render(
      <Icon size={20} line={2} round>
        <path d="M6 6l12 12" />
      </Icon>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(svg).toHaveAttribute('stroke-linecap', 'round');
  });

  it('fills a solid icon and leaves square line ends unless told', () => {
    const { container } = render(
      <Icon size={32} viewBox="0 0 32 32">
        <path d="M0 0h32v32z" />
      </Icon>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).not.toHaveAttribute('stroke');
    expect(svg).not.toHaveAttribute('stroke-linecap');
    expect(svg).toHaveAttribute('height', '32');
  });
});
