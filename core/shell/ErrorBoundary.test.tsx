// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './ErrorBoundary';
import { isLoadFailure } from './load-failure';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OPTIONS_KEY = 'localbox-options:word-count';

/** A screen that throws while its saved options hold something it cannot show. */
function Screen() {
  if (localStorage.getItem(OPTIONS_KEY)) throw new TypeError("Cannot read properties of undefined (reading 'reading')");
  return <p>counting</p>;
}

function mount(child: React.ReactNode, toolId?: string) {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<ScreenErrorBoundary toolId={toolId}>{child}</ScreenErrorBoundary>));
  return container;
}

afterEach(() => localStorage.clear());

describe('ScreenErrorBoundary', () => {
  it('does not blame the connection for a screen that threw, and resets the tool settings that broke it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(OPTIONS_KEY, '{"language":"xx"}');
    const container = mount(<Screen />, 'word-count');
    expect(container.textContent).toContain('errors.screenCrashed');
    expect(container.textContent).toContain('errors.screenCrashedSettings');
    expect(container.textContent).not.toContain('errors.screenFailed');
    const reset = [...container.querySelectorAll('button')].find((button) => button.textContent === 'actions.resetToolSettings');
    act(() => reset!.click());
    expect(localStorage.getItem(OPTIONS_KEY)).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('counting');
  });

  it('says a screen whose code did not arrive could not be loaded, with no settings to reset', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Missing(): never {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/screen-abc.js');
    }
    const container = mount(<Missing />, 'word-count');
    expect(container.textContent).toContain('errors.screenFailed');
    expect(container.textContent).not.toContain('actions.resetToolSettings');
  });
});

describe('isLoadFailure', () => {
  it("knows each browser's words for a module that did not arrive, and nothing else", () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'reading')"))).toBe(false);
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
