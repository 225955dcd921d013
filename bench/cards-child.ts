// One fresh process's first social card (bench/cards.ts): the kit read from
// its file, then one card drawn, as a Workers isolate's first request does,
// then a second card, as its next request does.
import { readFileSync } from 'node:fs';
import { drawCard } from '../src/images/card-compositor.ts';
import { decodeCardKit } from '../src/images/card-kit.ts';

const bytes = new Uint8Array(readFileSync(process.argv[2]!));
const started = performance.now();
const kit = decodeCardKit(bytes);
const read = performance.now();
drawCard(kit, 'Thermopolis, Wyoming', 'Plumbing, heating & HVAC · Hot Springs County');
const first = performance.now();
drawCard(kit, 'Powell, Wyoming', 'Plumbing, heating & HVAC · Park County');
process.stdout.write(JSON.stringify({ read: read - started, first: first - read, second: performance.now() - first }));
