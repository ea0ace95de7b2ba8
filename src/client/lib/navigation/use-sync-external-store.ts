/**
 * wouter imports useSyncExternalStore through the `use-sync-external-store` shim, written for React
 * versions before 18; React 19 has it built in, so the browser's build points the shim here
 * (vite.config.ts) and the first load does not carry the shim's copy.
 */
export { useSyncExternalStore } from 'react';
