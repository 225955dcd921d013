// A card kit prepared once per test file, for a few cards' text.

import type { CardKit } from '../../../src/images/card-kit.ts';
import { prepareCardKit } from '../../../src/images/card-kit-prepare.ts';

export const KIT_TEXT = {
  eyebrow: 'BASIN PEAK PLUMBING',
  titles: ['Cody, Wyoming', 'Ten Sleep, Wyoming', 'Fort Washakie Crossing Junction, Wyoming', 'Évanston Rivière, Wyoming'],
  subtitles: ['Park County', 'Plumbing, heating & HVAC · Washakie County'],
};

let kit: Promise<CardKit> | undefined;

export function testKit(): Promise<CardKit> {
  kit ??= prepareCardKit(KIT_TEXT);
  return kit;
}
