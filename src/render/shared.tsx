// Parts of a page that many pages show the same: the header (one variant per
// current navigation item), the footer, the reviews block, the icons. A build renders
// each variant once per renderer and pastes its HTML wherever a page shows
// it: at 10,000 towns these parts are two thirds of every page's bytes, and
// rendering them once made rendering a page 2.2 times cheaper.
//
// A part may depend only on what it is given (the content and its variant)
// and on the images and island contexts, which its own render receives as
// well; so pasting cannot differ from rendering in place
// (test/unit/render/shared.test.tsx renders every page both ways). React
// cannot place raw HTML without an element around it, so the page holds a
// marker element: the rendered page is cut at each marker into pieces, its
// own text and the fragments between (PagePieces), which a build writes
// without joining them: a fragment is encoded as UTF-8 once per renderer.
// Templates mark a shared part with <Shared> (render/shared-part.tsx, which
// the browser may load too: an island's icon is one).
import { randomBytes } from 'node:crypto';
import type { FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../content/types.ts';
import { ImageContext } from '../images/context.ts';
import type { ImageSet } from '../images/types.ts';
import { flat } from './flat-string.ts';
import { IslandCollector } from './island-collector.ts';
import type { SharedProps } from './shared-part.tsx';

/** One rendered part: its HTML (and as UTF-8) and the islands inside it. */
interface Fragment {
  html: string;
  bytes: Uint8Array;
  islands: string[];
}

/** A page's HTML in pieces: its own text, and the fragments of shared parts where its markers were. */
export type PagePieces = Array<string | Fragment>;

/** The HTML the pieces make. */
export function joinPieces(pieces: PagePieces): string {
  return pieces.map((piece) => (typeof piece === 'string' ? piece : piece.html)).join('');
}

/**
 * The shared parts one renderer has rendered for one build's content and
 * images, by component and variant, and how a page marks where each goes.
 */
export class SharedFragments {
  readonly #parts = new Map<FunctionComponent<never>, Map<string, number>>();
  readonly #fragments: Fragment[] = [];
  /** A marker content cannot forge: React escapes text, and the nonce is new in every renderer. */
  readonly #tag = `x-shared-${randomBytes(8).toString('hex')}`;

  constructor(
    readonly content: Content,
    readonly images: ImageSet,
  ) {}

  /** The fragment of the component's variant, rendered the first time. */
  fragment<V extends object>(component: FunctionComponent<SharedProps<V>>, variant: V): { n: number } & Fragment {
    const key = component as FunctionComponent<never>;
    let variants = this.#parts.get(key);
    if (!variants) this.#parts.set(key, (variants = new Map()));
    const variantKey = JSON.stringify(variant);
    let n = variants.get(variantKey);
    if (n === undefined) {
      n = this.#fragments.push(render(component, this.content, this.images, variant)) - 1;
      variants.set(variantKey, n);
    }
    return { n, ...this.#fragments[n]! };
  }

  /** The element that marks where fragment `n` goes. */
  marker(n: number) {
    const Tag = this.#tag as 'div';
    return <Tag {...({ n: String(n) } as object)} />;
  }

  /** The page's HTML cut at each marker, which its fragment replaces. */
  pieces(html: string): PagePieces {
    const open = `<${this.#tag} n="`;
    const close = `"></${this.#tag}>`;
    const pieces: PagePieces = [];
    let from = 0;
    for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, from)) {
      const end = html.indexOf(close, at);
      pieces.push(html.slice(from, at), this.#fragments[Number(html.slice(at + open.length, end))]!);
      from = end + close.length;
    }
    pieces.push(html.slice(from));
    return pieces;
  }
}

function render<V extends object>(Component: FunctionComponent<SharedProps<V>>, content: Content, images: ImageSet, variant: V): Fragment {
  const islands = new Set<string>();
  const props = { ...variant, content } as SharedProps<V>;
  const html = flat(
    renderToStaticMarkup(
      <IslandCollector.Provider value={islands}>
        <ImageContext.Provider value={images}>
          <Component {...props} />
        </ImageContext.Provider>
      </IslandCollector.Provider>,
    ),
  );
  return { html, bytes: utf8.encode(html), islands: [...islands] };
}

const utf8 = new TextEncoder();
