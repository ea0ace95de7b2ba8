import { Suspense, lazy } from 'react';
import { TOAST } from '../../shared/constants';
import { loadToastLibrary, useToastRequested } from '../lib/toast';

const Toaster = lazy(() => loadToastLibrary().then(({ Toaster }) => ({ default: Toaster })));

/**
 * Spec §9 toasts. react-hot-toast already keeps at most 20 (TOAST.LIMIT) and deletes a dismissed
 * toast after 1000 ms (TOAST.REMOVE_DELAY_MS); the rest is set here. It arrives with the first
 * toast (lib/toast.ts), which it then shows.
 */
export function Toasts() {
  if (!useToastRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={TOAST.POSITION}
        gutter={TOAST.GUTTER_PX}
        toastOptions={{
          duration: TOAST.DURATION_MS.blank,
          removeDelay: TOAST.REMOVE_DELAY_MS,
          style: { maxWidth: TOAST.MAX_WIDTH_PX },
          error: { duration: TOAST.DURATION_MS.error },
          success: { duration: TOAST.DURATION_MS.success },
          loading: { duration: TOAST.DURATION_MS.loading },
          custom: { duration: TOAST.DURATION_MS.custom },
          blank: { duration: TOAST.DURATION_MS.blank },
        }}
      />
    </Suspense>
  );
}
