// Milliseconds a social card costs: the card compositor (what the build and
// the Worker draws with) warm, and its first card in a fresh process
// (the cold start of a Workers isolate: the kit read, then one card), against
// satori + resvg drawing the same design (what the kit is prepared with); then
// the wall time of the bundled site's town cards under `wrangler dev`.

import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../src/cli/root.ts';
import { CARD_INDEX_FILE } from '../src/host/edge-cards.ts';
import { CARD_FONT, CARD_HEIGHT, CARD_WIDTH, cardTree } from '../src/images/card-design.ts';
import { drawCard } from '../src/images/card-compositor.ts';
import { encodeCardKit } from '../src/images/card-kit.ts';
import { cardFontFile, prepareCardKit } from '../src/images/card-kit-prepare.ts';
import { socialCards } from '../src/images/social-cards.ts';
import { loadSite } from '../src/load-site.ts';
import { siteTemplates } from '../src/site-templates.ts';
import { startWorkerDev } from '../test/support/worker-dev.ts';

/** The cold figures' spread: the median of this many fresh processes. */
const COLD_RUNS = 11;
const WARM_CARDS = 500;
const SATORI_CARDS = 20;

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** ms per card of `draw` over the site's cards in turn, after a few unmeasured. */
async function perCard(count: number, draw: (i: number) => unknown): Promise<number> {
  for (let i = 0; i < 5; i++) await draw(i);
  const started = performance.now();
  for (let i = 0; i < count; i++) await draw(i);
  return (performance.now() - started) / count;
}

export async function benchCards(scratch: string): Promise<void> {
  const { content } = await loadSite(path.join(projectRoot, 'data'), siteTemplates);
  content.site.host = { provider: 'none' }; // every card the pages name
  const cards = socialCards(content);
  const kit = await prepareCardKit({
    eyebrow: content.site.company.toUpperCase(),
    titles: cards.map((card) => card.title),
    subtitles: cards.map((card) => card.subtitle),
  });
  const kitFile = path.join(scratch, 'cards.kit');
  await writeFile(kitFile, encodeCardKit(kit));
  const warm = await perCard(WARM_CARDS, (i) => drawCard(kit, cards[i % cards.length]!.title, cards[i % cards.length]!.subtitle));

  const hooks = ['--import', pathToFileURL(path.join(projectRoot, 'src/typescript-hooks.js')).href];
  const cold = Array.from({ length: COLD_RUNS }, () => {
    const output = execFileSync(process.execPath, [...hooks, path.join(projectRoot, 'bench/cards-child.ts'), kitFile], { encoding: 'utf8' });
    return JSON.parse(output) as { read: number; first: number; second: number };
  });

  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const font = await readFile(cardFontFile());
  const options = { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: [{ ...CARD_FONT, data: font }] };
  const satoriResvg = await perCard(SATORI_CARDS, async (i) => {
    const svg = await satori(cardTree(cards[i % cards.length]!) as Parameters<typeof satori>[0], options);
    return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  });

  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `${'social cards'.padEnd(22)} compositor ${ms(warm)}/card warm; fresh process: kit read ${ms(median(cold.map((c) => c.read)))}, first card ${ms(median(cold.map((c) => c.first)))}, second ${ms(median(cold.map((c) => c.second)))} (medians of ${COLD_RUNS}); satori + resvg ${ms(satoriResvg)}/card`,
  );
  const edge = await edgeRequests();
  console.log(
    `${''.padEnd(22)} wrangler dev, wall time a request: first town card ${ms(edge.first)} (the index and kit read), the other towns' median ${ms(median(edge.drawn))}, a card again (edge cache) ${ms(median(edge.cached))}`,
  );
}

/** Each town card of the bundled site requested once under `wrangler dev`, then a few again: wall times. */
async function edgeRequests(): Promise<{ first: number; drawn: number[]; cached: number[] }> {
  const site = await startWorkerDev();
  try {
    const timed = async (name: string) => {
      const started = performance.now();
      await (await fetch(`${site.url}/images/social/${name}.png`, { headers: { connection: 'close' } })).arrayBuffer();
      return performance.now() - started;
    };
    const index = await (await fetch(`${site.url}/${CARD_INDEX_FILE}`)).text();
    const names = index
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as string[])[0]!);
    const times: number[] = [];
    for (const name of names) times.push(await timed(name));
    const cached: number[] = [];
    for (const name of names.slice(0, 5)) cached.push(await timed(name));
    return { first: times[0]!, drawn: times.slice(1), cached };
  } finally {
    await site.stop();
  }
}
