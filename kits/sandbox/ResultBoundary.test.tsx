// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { ResultBoundary } from './ResultBoundary';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as never;

function Broken(): never {
  throw new Error('a result that cannot render');
}

describe('ResultBoundary', () => {
  it('shows "reset code" in place of a result that fails to render, and a later result shows again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onReset = vi.fn();
    const container = document.createElement('div');
    const root = createRoot(container);
    const render = (child: React.ReactNode, key: number) =>
      act(() => root.render(<MantineProvider><ResultBoundary resetKey={key} onReset={onReset}>{child}</ResultBoundary></MantineProvider>));
    render(<Broken />, 1);
    const button = container.querySelector<HTMLButtonElement>('[data-testid="code-runner-reset"]');
    expect(button?.textContent).toBe('resetCode');
    act(() => button!.click());
    expect(onReset).toHaveBeenCalledOnce();
    render(<p>fine</p>, 2);
    expect(container.querySelector('p')?.textContent).toBe('fine');
    expect(container.querySelector('[data-testid="code-runner-reset"]')).toBeNull();
    act(() => root.unmount());
  });
});
