// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElapsedTime } from './ElapsedTime';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (_key: string, params: { seconds: number }) => `${params.seconds} s` }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.useRealTimers());

describe('ElapsedTime', () => {
  it('counts whole seconds from the start time and keeps ticking while the job works', () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<ElapsedTime since={performance.now() - 2500} />));
    expect(container.textContent).toBe('2 s');
    act(() => vi.advanceTimersByTime(3000));
    expect(container.textContent).toBe('5 s');
    act(() => root.unmount());
  });
});
