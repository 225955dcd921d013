import type { PageProps } from '../../src/render/templates.ts';

/** Fallback body for a page whose own template has not been written yet. */
export function Generic({ route }: PageProps) {
  return (
    <section className="section">
      <h1>{route.heading}</h1>
      <p>{route.description}</p>
    </section>
  );
}
