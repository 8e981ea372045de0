/** Kept for existing imports: object URLs of untrusted bytes are made by core/ui/safe-image-url. */
export { useSafeImageUrl as useObjectUrl } from '../safe-image-url';
