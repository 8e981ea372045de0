/**
 * Runs `task` once the page has loaded and the main thread is idle, so work that the first paint
 * does not need (service worker, tooltips, menus, toasts, warm workers) never delays it.
 */
export function afterLoad(task: () => void, timeoutMs = 2000): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => task(), { timeout: timeoutMs }) : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
