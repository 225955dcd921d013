// The social card's design (og:image, 1200×630) as the element tree satori
// lays out, with no Node or React imports: the build (images/social-cards.ts)
// and the Pages Function that draws town cards at the edge
// (functions/images/social/[card].ts) draw the same card from it.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Bump when the card's design changes (it is part of every card's cache key). */
export const CARD_VERSION = 1;

/** The font the card names; the build and the function load Noto Sans under it. */
export const CARD_FONT = { name: 'Noto Sans', weight: 400, style: 'normal' } as const;

export interface SocialCard {
  /** Root path of the PNG ("/images/social/cody.png"). */
  url: string;
  eyebrow: string;
  title: string;
  subtitle: string;
}

/** An element as satori reads it (what React's createElement returns, without React). */
export interface CardNode {
  type: string;
  props: Record<string, unknown> & { children?: CardNode | string | Array<CardNode | string> };
}

function h(type: string, props: Record<string, unknown>, ...children: Array<CardNode | string>): CardNode {
  return { type, props: { ...props, children: children.length === 1 ? children[0] : children } };
}

/** The card as satori's input. */
export function cardTree(card: SocialCard): CardNode {
  return h(
    'div',
    {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        background: '#0b4f6c',
        color: '#fff',
        fontFamily: CARD_FONT.name,
        padding: '70px 80px',
        position: 'relative',
      },
    },
    h('div', { style: { fontSize: 30, letterSpacing: 2, color: '#ffd166' } }, card.eyebrow),
    h('div', { style: { fontSize: 84, lineHeight: 1.05, marginTop: 40 } }, card.title),
    h('div', { style: { fontSize: 36, color: '#dfe8ee', marginTop: 28, maxWidth: 1040 } }, card.subtitle),
    h(
      'svg',
      { style: { position: 'absolute', left: 0, top: CARD_HEIGHT - 230 }, width: CARD_WIDTH, height: 230, viewBox: '0 0 1200 230' },
      h('path', { d: 'M0 230 L0 150 L160 60 L300 140 L450 30 L620 150 L780 70 L950 160 L1080 90 L1200 140 L1200 230 Z', fill: '#083a50' }),
      h('path', { d: 'M0 230 L0 190 L220 130 L420 200 L640 120 L860 190 L1050 140 L1200 180 L1200 230 Z', fill: '#0a2a3a' }),
    ),
  );
}
