/** Centered section heading with an optional lead paragraph. */
export function SectionHeader({ id, heading, intro, level = 2 }: { id: string; heading: string; intro?: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <header className="section__header">
      <Heading id={id}>{heading}</Heading>
      {intro && <p className="lead">{intro}</p>}
    </header>
  );
}
