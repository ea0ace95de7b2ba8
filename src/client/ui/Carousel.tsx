import { useState, type ReactNode } from 'react';
import { useT } from '../lib/i18n/useT';

interface Props<T> {
  items: readonly T[];
  /** How many items one slide shows. */
  perView: number;
  label: string;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/** Spec §9 carousel: no arrows, a dot per slide; the dots are buttons, so it works by keyboard. */
export function Carousel<T>({ items, perView, label, render, itemKey }: Props<T>) {
  const t = useT();
  const slides = Math.max(1, Math.ceil(items.length / perView));
  const [current, setCurrent] = useState(0);
  const slide = Math.min(current, slides - 1);
  const visible = items.slice(slide * perView, slide * perView + perView);
  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <ul className="carousel-track" style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}>
        {visible.map((item) => (
          <li key={itemKey(item)} className="carousel-item">
            {render(item)}
          </li>
        ))}
      </ul>
      {slides > 1 && (
        <div className="carousel-dots">
          {Array.from({ length: slides }, (_, index) => (
            <button
              key={index}
              type="button"
              className={index === slide ? 'carousel-dot active' : 'carousel-dot'}
              aria-label={`${t('carousel.slide')} ${index + 1}`}
              aria-current={index === slide}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
