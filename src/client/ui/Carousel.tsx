import { useState, type CSSProperties, type ReactNode } from 'react';
import { useT } from '../lib/i18n/useT';

interface Props<T> {
  items: readonly T[];
  /** How many items one slide shows from 768 px. */
  perView: number;
  /** How many under 768 px (a phone); the same as `perView` when not given. */
  perViewPhone?: number;
  /**
   * The carousel's own name, which makes it a landmark (region); none inside a section that names it
   * already, where it is a group: a screen reader's list of landmarks names each once.
   */
  label?: string | undefined;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

type Layout = 'phone' | 'desktop';

/** The slides of one layout: how many, which one shows (the chosen one, within range), and the items on it. */
function slidesOf(count: number, perView: number, chosen: number) {
  const slides = Math.max(1, Math.ceil(count / perView));
  const slide = Math.min(chosen, slides - 1);
  return { slides, slide, first: slide * perView, end: slide * perView + perView };
}

/**
 * Spec §9 carousel: no arrows, a dot per slide; the dots are buttons, so it works by keyboard.
 * The items of both layouts' slides are in the markup and styles.css shows the slide for the screen's
 * width (phone under 768 px, or desktop), so the server's HTML is right for any screen and nothing
 * moves on hydration.
 * Each layout has its own dots when their slides differ (CSS hides the other's); items off the slide
 * are not drawn (content-visibility), so neither the keyboard nor a screen reader reaches them and their
 * lazy pictures wait until their slide shows.
 */
export function Carousel<T>({ items, perView, perViewPhone = perView, label, render, itemKey }: Props<T>) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const layouts = { phone: slidesOf(items.length, perViewPhone, current), desktop: slidesOf(items.length, perView, current) };
  const style = {
    '--per-view-phone': perViewPhone,
    '--per-view-desktop': perView,
    '--slide-phone': layouts.phone.slide,
    '--slide-desktop': layouts.desktop.slide,
  } as CSSProperties;
  const onSlide = (layout: Layout, index: number) => index >= layouts[layout].first && index < layouts[layout].end;
  const same = perViewPhone === perView;
  const dots = (layout: Layout) => {
    const { slides, slide } = layouts[layout];
    if (slides < 2) return null;
    return (
      <div className={same ? 'carousel-dots' : `carousel-dots carousel-dots-${layout}`}>
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
    );
  };
  return (
    <div className="carousel" role={label ? 'region' : 'group'} aria-roledescription="carousel" aria-label={label || undefined} style={style}>
      <div className="carousel-window">
        <ul className="carousel-track">
          {items.map((item, index) => {
            const [phone, desktop] = [onSlide('phone', index), onSlide('desktop', index)];
            return (
              <li key={itemKey(item)} className={['carousel-item', phone && 'on-phone-slide', desktop && 'on-desktop-slide'].filter(Boolean).join(' ')}>
                {/* On no layout's slide: an empty cell, which keeps the track's columns and the page's HTML small. */}
                {(phone || desktop) && render(item)}
              </li>
            );
          })}
        </ul>
      </div>
      {!same && dots('phone')}
      {dots('desktop')}
    </div>
  );
}
