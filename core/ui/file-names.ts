/** Moved to core/files/file-names.ts (workers import it; worker-side code imports nothing from core/ui). */
export * from '../files/file-names';
