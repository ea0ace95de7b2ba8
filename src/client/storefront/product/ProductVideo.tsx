import { YOUTUBE_ID_LENGTH } from '../../../shared/constants';
import { useT } from '../../lib/i18n/useT';

const VIDEO_ID = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);

/** Whether the server's video id is one YouTube can play (spec §5: 11 characters). */
export function isYoutubeId(id: string | null | undefined): id is string {
  return typeof id === 'string' && VIDEO_ID.test(id);
}

/** The product's YouTube video, from the privacy-enhanced domain so no cookies are set before play. */
export function ProductVideo({ videoId, productName }: { videoId: string; productName: string }) {
  const t = useT();
  return (
    <section className="product-section product-video" aria-labelledby="product-video">
      <h2 id="product-video">{t('product.video')}</h2>
      <div className="product-video-frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}`}
          title={`${t('product.videoTitle')}: ${productName}`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    </section>
  );
}
