// The part of harfbuzzjs (HarfBuzz compiled to WebAssembly, no types of its own) the card kit uses.
declare module 'harfbuzzjs' {
  export interface HbShaped {
    /** Glyph id, advance and offset in font units. */
    g: number;
    ax: number;
    dx: number;
  }
  export interface HbBuffer {
    addText(text: string): void;
    guessSegmentProperties(): void;
    json(): HbShaped[];
    destroy(): void;
  }
  export interface HbFace {
    upem: number;
    destroy(): void;
  }
  export interface HbFont {
    /** An SVG path in font units, y up. */
    glyphToPath(glyph: number): string;
    glyphExtents(glyph: number): { xBearing: number; yBearing: number; width: number; height: number } | null;
    hExtents(): { ascender: number; descender: number; lineGap: number };
    destroy(): void;
  }
  export interface HarfBuzz {
    createBlob(data: ArrayBuffer): { destroy(): void };
    createFace(blob: { destroy(): void }, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer): void;
  }
  const ready: Promise<HarfBuzz>;
  export default ready;
}
