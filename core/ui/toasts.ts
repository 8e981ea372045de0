import { notifications } from '@mantine/notifications';

/** Toast limits from the specification. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;

export function toastSuccess(title: string, message?: string) {
  notifications.show({ title, message: message ?? '', color: 'teal', withBorder: true });
}

export function toastError(title: string, message?: string) {
  notifications.show({ title, message: message ?? '', color: 'red', withBorder: true });
}
