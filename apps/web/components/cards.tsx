/**
 * German-suited cards in SVG (UX.md §7): one <symbol> per suit in a 24×24 box, reused on cards and
 * inline in text. Colours: Acorns #2A2018, Leaves #0B7A75, Hearts #CD291D, Bells #F5B800 with a
 * #5C4400 outline; faces #FFFDF7 with a #8A8275 border. Every card is `role="img"` with a label.
 */
import { RANK_NAMES, SUIT_NAMES, rankOf, suitOf, type Card as CardId, type Suit } from '@arena/engine/cards';

export const SUIT_FILL: Readonly<Record<Suit, string>> = { E: '#2A2018', G: '#0B7A75', H: '#CD291D', S: '#F5B800' };

/** The suit symbols, once per page (in the root layout). */
export function SuitSprite() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <symbol id="suit-E" viewBox="0 0 24 24">
          <rect x="11" y="0.5" width="2" height="4" fill="#2A2018" />
          <ellipse cx="12" cy="14.5" rx="5.8" ry="8" fill="#2A2018" />
          <path d="M5 10.5 Q12 2.5 19 10.5 Z" fill="#6B5A44" stroke="#2A2018" strokeWidth="1" />
          <path d="M8 9 L10 6.2 M11 9 L13 5.6 M14 9 L16 6.6" stroke="#2A2018" strokeWidth="0.8" />
        </symbol>
        <symbol id="suit-G" viewBox="0 0 24 24">
          <path d="M12 1.5 C19.5 6.5 20.5 13.5 12 19.5 C3.5 13.5 4.5 6.5 12 1.5 Z" fill="#0B7A75" />
          <rect x="11.3" y="18.5" width="1.4" height="5" fill="#0B7A75" />
          <path d="M12 4 V18 M12 9 L8.5 6.8 M12 9 L15.5 6.8 M12 13 L7.8 10.6 M12 13 L16.2 10.6" stroke="#FFFDF7" strokeWidth="0.8" fill="none" />
        </symbol>
        <symbol id="suit-H" viewBox="0 0 24 24">
          <path d="M12 21.5 C5 15.5 2 11.5 2 7.5 A5 5 0 0 1 12 5.8 A5 5 0 0 1 22 7.5 C22 11.5 19 15.5 12 21.5 Z" fill="#CD291D" />
        </symbol>
        <symbol id="suit-S" viewBox="0 0 24 24">
          <circle cx="12" cy="4" r="2.2" fill="none" stroke="#5C4400" strokeWidth="1.5" />
          <circle cx="12" cy="14" r="8" fill="#F5B800" stroke="#5C4400" strokeWidth="1.5" />
          <rect x="4.5" y="11.2" width="15" height="2" fill="#5C4400" />
          <rect x="8" y="16.2" width="8" height="2.2" rx="1.1" fill="#5C4400" />
        </symbol>
      </defs>
    </svg>
  );
}

export function cardLabel(card: CardId): string {
  return `${SUIT_NAMES[suitOf(card)]} ${RANK_NAMES[rankOf(card)]}`;
}

/** A suit sign inline in text, beside its letter. */
export function SuitIcon({ suit, size = 14 }: { suit: Suit; size?: number }) {
  return (
    <svg width={size} height={size} className="suit-icon" role="img" aria-label={SUIT_NAMES[suit]}>
      <use href={`#suit-${suit}`} />
    </svg>
  );
}

/** A card as text with its suit sign: `[♣] A`-style, for tables and lists. */
export function CardText({ card }: { card: CardId }) {
  const suit = suitOf(card);
  return (
    <span className="card-text" data-card={card} title={cardLabel(card)}>
      <SuitIcon suit={suit} size={13} />
      {card}
    </span>
  );
}

export interface CardProps {
  readonly card: CardId;
  readonly small?: boolean;
  readonly state?: 'winner' | 'played' | null;
}

export function CardFace({ card, small = false, state = null }: CardProps) {
  const suit = suitOf(card);
  const rank = rankOf(card);
  const bigY = rank === 'O' ? 26 : rank === 'U' ? 56 : 40;
  return (
    <svg
      className={`card${small ? ' card-small' : ''}${state ? ` card-${state}` : ''}`}
      viewBox="0 0 72 108"
      role="img"
      aria-label={cardLabel(card) + (state === 'winner' ? ' (wins the trick)' : '')}
      data-card={card}
    >
      <rect x="1" y="1" width="70" height="106" rx="7" fill="#FFFDF7" stroke={state === 'winner' ? '#1d4ed8' : '#8A8275'} strokeWidth={state === 'winner' ? 3 : 1.5} />
      <text x="6" y="20" fontSize={rank === '10' ? 15 : 18} fontWeight="700" fill={suit === 'S' ? '#5C4400' : SUIT_FILL[suit]} letterSpacing={rank === '10' ? -1.5 : 0} fontFamily="system-ui, sans-serif">
        {rank}
      </text>
      <use href={`#suit-${suit}`} x="5" y="24" width="15" height="15" />
      {rank === 'A' ? (
        <>
          <use href={`#suit-${suit}`} x="22" y="22" width="34" height="34" />
          <use href={`#suit-${suit}`} x="22" y="60" width="34" height="34" />
        </>
      ) : (
        <use href={`#suit-${suit}`} x="18" y={bigY} width="42" height="42" />
      )}
      {state === 'winner' ? <text x="58" y="100" fontSize="14" fill="#1d4ed8">★</text> : null}
    </svg>
  );
}

/** A face-down card, hatched, with how many the seat holds. */
export function CardBack({ count, small = true }: { count: number; small?: boolean }) {
  return (
    <svg className={`card card-back${small ? ' card-small' : ''}`} viewBox="0 0 72 108" role="img" aria-label={`${count} hidden cards`}>
      <defs>
        <pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill="#3b4a6b" />
          <line x1="0" y1="0" x2="0" y2="6" stroke="#8ea0c9" strokeWidth="2" />
        </pattern>
      </defs>
      <rect x="1" y="1" width="70" height="106" rx="7" fill="url(#hatch)" stroke="#8A8275" strokeWidth="1.5" />
      <rect x="16" y="38" width="40" height="32" rx="6" fill="#FFFDF7" />
      <text x="36" y="61" fontSize="20" fontWeight="700" textAnchor="middle" fill="#3b4a6b" fontFamily="system-ui, sans-serif">×{count}</text>
    </svg>
  );
}
