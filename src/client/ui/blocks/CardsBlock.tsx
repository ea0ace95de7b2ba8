import { Image } from '../Image';
import { SmartLink } from '../SmartLink';
import { BlockSection } from './BlockSection';
import type { ContentOf } from './block-types';

/** Block type 9: cards of text and image. */
export function CardsBlock({ title, content }: { title: string | null; content: ContentOf<'CardsContent'> }) {
  if (content.cards.length === 0) return null;
  return (
    <BlockSection title={title} kind="cards">
      <ul className="grid grid-cards">
        {content.cards.map((card, index) => (
          <li key={index}>
            <SmartLink to={card.link} className="card">
              <Image image={card.image} decorative size="sm" />
              <h3>{card.title}</h3>
              {card.text && <p>{card.text}</p>}
            </SmartLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
