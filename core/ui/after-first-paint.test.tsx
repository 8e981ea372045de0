// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './after-first-paint';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.useRealTimers());

function Screen() {
  const painted = useAfterFirstPaint();
  return (
    <>
      <p data-first />
      {painted && <p data-later />}
    </>
  );
}

it('renders what it gates only once the first frame has been painted, in a later task', () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<Screen />));
  expect(container.querySelector('[data-first]')).not.toBeNull();
  expect(container.querySelector('[data-later]')).toBeNull();
  act(() => vi.advanceTimersToNextFrame());
  expect(container.querySelector('[data-later]')).toBeNull();
  act(() => vi.runOnlyPendingTimers());
  expect(container.querySelector('[data-later]')).not.toBeNull();
  act(() => root.unmount());
});
