import type { SectionHeading, Step } from './copy-parts.ts';
import { IntroSection, type SectionFrameProps } from './Section.tsx';

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

/** A section of numbered steps under its copy's centred heading and intro. */
export function StepsSection({ copy, ...frame }: Omit<SectionFrameProps, 'children'> & { copy: SectionHeading & { steps: Step[] } }) {
  return (
    <IntroSection {...frame} copy={copy}>
      <StepList steps={copy.steps} />
    </IntroSection>
  );
}
