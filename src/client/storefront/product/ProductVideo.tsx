import { useEffect, useRef, useState } from 'react';
import { isYoutubeId } from '../../../shared/rules/catalog';
import { useT } from './messages';

export { isYoutubeId };

/**
 * The product's YouTube video behind a play button: nothing of YouTube loads with the page (its
 * player is a heavy document of its own), only when the shopper asks for it. It then plays from the
 * privacy-enhanced domain, so no cookies are set before play, and takes the focus from the button.
 */
export function ProductVideo({ videoId, productName }: { videoId: string; productName: string }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <section className="product-section product-video" aria-labelledby="product-video">
      <h2 id="product-video">{t('product.video')}</h2>
      <div className="product-video-frame">
        {playing ? (
          <iframe
            ref={frame}
            src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
            title={`${t('product.videoTitle')}: ${productName}`}
            referrerPolicy="strict-origin-when-cross-origin"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className="product-video-play" onClick={() => setPlaying(true)}>
            <span className="product-video-play-icon" aria-hidden="true" />
            <span>
              {t('product.videoPlay')}: {productName}
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
