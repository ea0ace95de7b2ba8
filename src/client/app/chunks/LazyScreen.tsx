import { Suspense, lazy, memo, useMemo, useState, type ComponentType } from 'react';
import { useT } from '../../lib/i18n/useT';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { loadChunk } from './load-chunk';
import { preloadedChunk } from './preloaded';

export type ScreenModule = { default: ComponentType };

/**
 * A screen in its own chunk: a spinner while it loads, and a retry when the chunk fails to arrive.
 * Memoised: the screen renders again for its own state and data, not whenever the frame around it does.
 */
export const LazyScreen = memo(function LazyScreen({ name, load }: { name: string; load: () => Promise<ScreenModule> }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  // A failed React.lazy keeps its rejection; a retry needs a fresh one.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the retry: a new one makes a new lazy screen
  const Screen = useMemo(() => preloadedChunk(load)?.default ?? lazy(() => loadChunk(name, load)), [name, load, attempt]);
  return (
    <ChunkErrorBoundary
      onRetry={() => setAttempt((count) => count + 1)}
      fallback={(error, chunkFailed, retry) => (
        <div className="chunk-error">
          <ErrorBox message={chunkFailed ? `${t('error.chunk')} (${error.message})` : error.message} />
          <button type="button" onClick={retry}>
            {t('error.retry')}
          </button>
        </div>
      )}
    >
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    </ChunkErrorBoundary>
  );
});
