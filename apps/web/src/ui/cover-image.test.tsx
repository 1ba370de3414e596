import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image';

const COVER = '/files/public/bounties/a1.png';
const THUMB = '/files/public/thumbs/bounties/a1.png.webp';
const img = () => document.querySelector('img') as HTMLImageElement;

describe('CoverImage', () => {
  it('shows the thumbnail, then the cover when the thumbnail fails, then the placeholder', () => {
    render(<CoverImage src={COVER} />);
    expect(img()).toHaveAttribute('src', THUMB);
    expect(img()).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', COVER);
    fireEvent.error(img());
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByTestId('image-fallback')).toBeInTheDocument();
  });

  it('shows the cover itself when full, for GIFs and for covers on other hosts', () => {
    const { rerender } = render(<CoverImage src={COVER} full />);
    expect(img()).toHaveAttribute('src', COVER);
    for (const src of ['/files/public/bounties/a1.gif', 'https://cdn.example.com/c.png']) {
      rerender(<CoverImage src={src} />);
      expect(img()).toHaveAttribute('src', src);
    }
  });

  it('loads at once and first with priority', () => {
    render(<CoverImage src={COVER} priority />);
    expect(img()).toHaveAttribute('loading', 'eager');
    expect(img()).toHaveAttribute('fetchpriority', 'high');
  });
});
