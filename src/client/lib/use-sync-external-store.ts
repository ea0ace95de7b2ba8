/**
 * The admin's editor (@tiptap/react) imports useSyncExternalStore through the
 * `use-sync-external-store` shim, written for React versions before 18; React 19 has it built in, so
 * the browser's build points the shim here (vite.config.ts) and the admin's chunk does not carry it.
 */
export { useSyncExternalStore } from 'react';
