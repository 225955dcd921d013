import type { Step } from './copy-parts.ts';

/** Numbered process steps. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className={`steps steps--${steps.length}`}>
      {steps.map((s) => (
        <li key={s.title} className="steps__item">
          <h3 className="steps__title">{s.title}</h3>
          <p>{s.description}</p>
        </li>
      ))}
    </ol>
  );
}
