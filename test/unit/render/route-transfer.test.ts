// A page route posted to a render worker arrives with props that are the
// worker's own content items, not copies of the main thread's.
import { describe, expect, it } from 'vitest';
import { routeReceiver, routeSender } from '../../../src/render/route-transfer.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { isKind, type PageRoute } from '../../../src/routes/types.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

/** What postMessage does to the content and to each message: a structured clone. */
const posted = structuredClone;

describe('page routes sent to a worker', () => {
  const content = contentFixture();
  const pages = buildRoutes(content).filter((route) => route.type === 'page');
  const workerContent = posted(content);
  const send = routeSender(content);
  const receive = routeReceiver(workerContent);
  const roundTrip = (route: PageRoute) => receive(posted(send(route)));

  it('arrive equal to the routes sent, every kind', () => {
    expect(new Set(pages.map((p) => p.kind))).toEqual(new Set(['fixed', 'service', 'town', 'zip', 'post', 'not-found']));
    for (const page of pages) expect(roundTrip(page)).toEqual(page);
  });

  it('hold the worker content items as props, so templates may compare them', () => {
    const towns = pages.filter((p) => isKind(p, 'town'));
    expect(towns.length).toBeGreaterThan(0);
    for (const page of towns) {
      const received = roundTrip(page);
      if (!isKind(received, 'town')) throw new Error('kind changed');
      expect(received.props.town).toBe(workerContent.towns[content.towns.indexOf(page.props.town)]);
    }
    const post = pages.find((p) => isKind(p, 'post'));
    const received = post && roundTrip(post);
    expect(received && isKind(received, 'post') && workerContent.blog.includes(received.props.post)).toBe(true);
  });

  it('send a prop that is no content item as its value', () => {
    const page = pages.find((p) => isKind(p, 'town'))!;
    const made = { ...page, props: { town: { ...content.towns[0], name: 'Made Up' } } } as PageRoute;
    expect(roundTrip(made)).toEqual(made);
  });
});
