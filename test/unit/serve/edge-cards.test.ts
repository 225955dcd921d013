// site serve and site dev answer a town's social card as the site's Worker
// does (src/serve/edge-cards.ts), from the index and kit the build wrote.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_INDEX_FILE, CARD_KIT_FILE, EDGE_CARD_CACHE_CONTROL, printCardIndex } from '../../../src/host/edge-cards.ts';
import { encodeCardKit } from '../../../src/images/card-kit.ts';
import { edgeCard } from '../../../src/serve/edge-cards.ts';
import { testKit } from '../helpers/card-kit.ts';

const index = printCardIndex([['cody', { title: 'Cody, Wyoming', subtitle: 'Park County', key: 'k1' }]]);

function folder(files: Record<string, Buffer | string>) {
  return {
    exists: (file: string) => file in files,
    read: async (file: string) => Buffer.from(files[file]!),
  };
}

describe('social cards in the local servers', () => {
  it('draws a town of the index, and leaves any other name, or an output without the index, to the static files', async () => {
    const source = folder({ [CARD_INDEX_FILE]: index, [CARD_KIT_FILE]: Buffer.from(encodeCardKit(await testKit())) });
    const card = await edgeCard(source, '/images/social/cody.png');
    expect([card?.status, card?.headers.get('content-type'), card?.headers.get('cache-control')]).toEqual([200, 'image/png', EDGE_CARD_CACHE_CONTROL]);
    const meta = await sharp(Buffer.from(await card!.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(await edgeCard(source, '/images/social/big-horn-basin.png')).toBeNull();
    expect(await edgeCard(source, '/images/social/%E0%A4%A.png')).toBeNull();
    expect(await edgeCard(source, '/cody')).toBeNull();
    expect(await edgeCard(folder({}), '/images/social/cody.png')).toBeNull();
  }, 60_000);
});
