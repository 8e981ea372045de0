import { notifications, notificationsStore } from '@mantine/notifications';

/** Toast limits from the specification. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
/** Pixels a toast must be dragged to the right to be dismissed (the specification's threshold). */
export const TOAST_SWIPE_PX = 50;

let toastCounter = 0;

function showToast(color: string, title: string, message?: string) {
  const id = `toast-${++toastCounter}`;
  // The id on the element lets a swipe find which toast it dismisses.
  // A message of several lines (one reason each) keeps its line breaks.
  notifications.show({ id, title, message: message ?? '', color, withBorder: true, styles: { description: { whiteSpace: 'pre-line' } }, ...{ 'data-toast-id': id } });
}

export function toastSuccess(title: string, message?: string) {
  showToast('teal', title, message);
}

export function toastError(title: string, message?: string) {
  showToast('red', title, message);
}

/** Escape closes the newest toast; dragging a toast right by the threshold closes it. */
export function installToastGestures(target: Document = document): () => void {
  const onKey = (event: KeyboardEvent) => {
    // An open dialog takes Escape for itself.
    if (event.key !== 'Escape' || target.querySelector('[role="dialog"]')) return;
    const shown = notificationsStore.getState().notifications;
    const newest = shown[shown.length - 1];
    if (newest?.id) notifications.hide(newest.id);
  };
  let swipe: { id: string; x: number } | null = null;
  const onDown = (event: PointerEvent) => {
    const toast = (event.target as Element | null)?.closest?.('[data-toast-id]');
    swipe = toast ? { id: toast.getAttribute('data-toast-id')!, x: event.clientX } : null;
  };
  const onUp = (event: PointerEvent) => {
    if (swipe && event.clientX - swipe.x >= TOAST_SWIPE_PX) notifications.hide(swipe.id);
    swipe = null;
  };
  target.addEventListener('keydown', onKey);
  target.addEventListener('pointerdown', onDown);
  target.addEventListener('pointerup', onUp);
  return () => {
    target.removeEventListener('keydown', onKey);
    target.removeEventListener('pointerdown', onDown);
    target.removeEventListener('pointerup', onUp);
  };
}
