// The social card's design (og:image, 1200×630) as the element tree satori
// lays out, with no Node or React imports. The build prepares the card kit
// from it (images/card-kit-prepare.ts); every card is then drawn from the kit
// (images/card-compositor.ts), at build time or by the site's Worker.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Bump when the card's design or how it is drawn changes (it is part of every card's and kit's cache key). */
export const CARD_VERSION = 2;

/** The card's left and right padding, and its top padding. */
export const CARD_PADDING = { x: 80, top: 70 } as const;
/** The width the title and subtitle wrap within. */
export const CARD_TEXT_WIDTH = CARD_WIDTH - 2 * CARD_PADDING.x;
export const CARD_BACKGROUND = '#0b4f6c';

/** The town's lines: size in px, colour, line height (a multiple of the size; "normal" when absent), space above. */
export const CARD_TITLE = { size: 84, color: '#ffffff', lineHeight: 1.05, marginTop: 40 } as const;
export const CARD_SUBTITLE = { size: 36, color: '#dfe8ee', marginTop: 28 } as const;

/** The font the card names; the build loads Noto Sans under it. */
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
        background: CARD_BACKGROUND,
        color: CARD_TITLE.color,
        fontFamily: CARD_FONT.name,
        padding: `${CARD_PADDING.top}px ${CARD_PADDING.x}px`,
        position: 'relative',
      },
    },
    h('div', { style: { fontSize: 30, letterSpacing: 2, color: '#ffd166' } }, card.eyebrow),
    h('div', { style: { fontSize: CARD_TITLE.size, lineHeight: CARD_TITLE.lineHeight, marginTop: CARD_TITLE.marginTop } }, card.title),
    h(
      'div',
      { style: { fontSize: CARD_SUBTITLE.size, color: CARD_SUBTITLE.color, marginTop: CARD_SUBTITLE.marginTop, maxWidth: CARD_TEXT_WIDTH } },
      card.subtitle,
    ),
    h(
      'svg',
      { style: { position: 'absolute', left: 0, top: CARD_HEIGHT - 230 }, width: CARD_WIDTH, height: 230, viewBox: '0 0 1200 230' },
      h('path', { d: 'M0 230 L0 150 L160 60 L300 140 L450 30 L620 150 L780 70 L950 160 L1080 90 L1200 140 L1200 230 Z', fill: '#083a50' }),
      h('path', { d: 'M0 230 L0 190 L220 130 L420 200 L640 120 L860 190 L1050 140 L1200 180 L1200 230 Z', fill: '#0a2a3a' }),
    ),
  );
}
