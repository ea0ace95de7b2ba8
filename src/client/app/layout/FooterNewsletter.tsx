import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useRouteMatch } from '../routes/useRouteMatch';

const NewsletterForm = lazy(() => import('../../storefront/contact/NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

/**
 * The newsletter signup in the footer. It needs the browser to send anything, so it loads (its own
 * chunk) when the footer comes near the screen, not with the page; the contact page has its own.
 */
export function FooterNewsletter() {
  const match = useRouteMatch();
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    // Without IntersectionObserver (very old browsers) the contact page's signup is the one there is.
    if (!element || near || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (match.kind === 'static' && match.screen === 'contact') return null;
  return (
    <div ref={place} className="footer-newsletter">
      {near && (
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      )}
    </div>
  );
}
