import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarColor, initials } from './avatar';

describe('Avatar', () => {
  it.each(['https://cdn.example.com/me.png', 'http://cdn.example.com/me.png', '/files/me.png'])(
    'uses the image URL %s',
    (src) => {
      render(<Avatar src={src} name="nova" />);
      expect(screen.getByRole('img', { name: 'nova' })).toHaveAttribute('src', src);
      expect(screen.queryByTestId('default-avatar')).toBeNull();
    },
  );

  it.each(['me.png', 'ftp://x/me.png', 'data:image/png;base64,AA', '', null])(
    'shows the default avatar for %s',
    (src) => {
      render(<Avatar src={src} name="nova plays" />);
      const fallback = screen.getByTestId('default-avatar');
      expect(fallback).toHaveTextContent('NP');
      expect(screen.getByRole('img', { name: 'nova plays' })).toBe(fallback);
      expect(document.querySelector('img')).toBeNull();
    },
  );

  it('derives initials and a stable colour from the name', () => {
    expect(initials('@streamer')).toBe('ST');
    expect(initials('big_bob')).toBe('BB');
    expect(avatarColor('Nova')).toBe(avatarColor('nova'));
  });
});
