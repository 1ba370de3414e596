import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

/** A fresh preloadable each time: its code is not loaded yet. */
const greeting = () => preloadable(async () => ({ Hello }), 'Hello');

describe('preloadable', () => {
  it('loads its code on first render, showing the fallback meanwhile', async () => {
    const Greeting = greeting();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting name="ana" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello ana')).toBeInTheDocument();
  });

  it('renders at once when its code was preloaded', async () => {
    const Greeting = greeting();
    await Greeting.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting name="bo" />
      </Suspense>,
    );
    expect(screen.getByText('hello bo')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
