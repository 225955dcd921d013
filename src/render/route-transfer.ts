// Page routes travel to render workers a batch at a time, so a worker holds
// no route table of its own (a large site's is large: docs/performance.md). A
// route's props are items of the content, and the worker has its own copy of
// the content: each prop travels as its place there and is looked up again,
// so in a worker too a prop is the very object its content list holds (a
// template may compare them, as in `towns.filter((t) => t !== town)`).
import type { Content } from '../content/types.ts';
import type { PageRoute } from '../routes/types.ts';

/** Where a prop is: item `index` of the content list `key`; or, when it is no list item, the value itself. */
type PropPlace = { key: keyof Content; index: number } | { value: unknown };

/** A page route as posted to a worker: its fields, and its props by place. */
export interface SentRoute {
  fields: Omit<PageRoute, 'props'>;
  props: Record<string, PropPlace>;
}

/** The sender's side: turns routes into messages, finding each prop in `content`. */
export function routeSender(content: Content): (route: PageRoute) => SentRoute {
  let places: Map<unknown, { key: keyof Content; index: number }> | undefined;
  const placeOf = (value: unknown): PropPlace => {
    places ??= listItemPlaces(content);
    return places.get(value) ?? { value };
  };
  return ({ props, ...fields }) => ({
    fields,
    props: Object.fromEntries(Object.entries(props).map(([name, value]) => [name, placeOf(value)])),
  });
}

/** The worker's side: the route again, its props taken from the worker's own `content`. */
export function routeReceiver(content: Content): (sent: SentRoute) => PageRoute {
  return ({ fields, props }) => {
    const values = Object.entries(props).map(([name, place]) => [name, 'value' in place ? place.value : (content[place.key] as unknown[])[place.index]]);
    // The props are those the sender's route had, so the route is again the kind its fields name.
    return { ...fields, props: Object.fromEntries(values) } as PageRoute;
  };
}

/** Every object held by a top-level list of the content, with its place. */
function listItemPlaces(content: Content): Map<unknown, { key: keyof Content; index: number }> {
  const places = new Map<unknown, { key: keyof Content; index: number }>();
  for (const key of Object.keys(content) as (keyof Content)[]) {
    const list = content[key];
    if (!Array.isArray(list)) continue;
    list.forEach((item: unknown, index) => {
      if (typeof item === 'object' && item !== null && !places.has(item)) places.set(item, { key, index });
    });
  }
  return places;
}
