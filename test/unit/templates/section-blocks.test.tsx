import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FactList } from '../../../templates/blocks/FactList.tsx';
import { CheckList, CheckListGroup, ItemList } from '../../../templates/blocks/ItemList.tsx';
import { MoreLink } from '../../../templates/blocks/MoreLink.tsx';
import { IntroSection, Section, SectionFrame } from '../../../templates/blocks/Section.tsx';

const html = (node: React.ReactElement) => renderToStaticMarkup(node);

describe('section blocks', () => {
  it('label the section by its heading and add classes after "section" and "container"', () => {
    expect(
      html(
        <Section id="why" className="section--alt town-why" innerClassName="narrow" heading="Why us" lead="Local crews">
          <p>body</p>
        </Section>,
      ),
    ).toBe(
      '<section class="section section--alt town-why" aria-labelledby="why"><div class="container narrow"><h2 id="why">Why us</h2><p class="lead">Local crews</p><p>body</p></div></section>',
    );
  });

  it('leave out the lead, the classes and the anchor that are not given', () => {
    expect(html(<Section id="s" heading="H" />)).toBe('<section class="section" aria-labelledby="s"><div class="container"><h2 id="s">H</h2></div></section>');
    expect(html(<IntroSection id="i" copy={{ heading: 'H' }} />)).toBe(
      '<section class="section" aria-labelledby="i"><div class="container"><header class="section__header"><h2 id="i">H</h2></header></div></section>',
    );
  });

  it('give the section its own id for links with `anchor`', () => {
    expect(html(<SectionFrame id="work-heading" anchor="work" className="gallery-section" />)).toBe(
      '<section class="section gallery-section" id="work" aria-labelledby="work-heading"><div class="container"></div></section>',
    );
  });
});

describe('list blocks', () => {
  it('render check lists, numbered lists and a heading over a check list', () => {
    expect(html(<CheckList className="svc-checklist" items={['a', 'b']} />)).toBe('<ul class="list-check svc-checklist"><li>a</li><li>b</li></ul>');
    expect(html(<ItemList ordered items={['x']} />)).toBe('<ol><li>x</li></ol>');
    expect(html(<CheckListGroup className="card" level={4} heading="Needs" items={['y']} />)).toBe(
      '<div class="card"><h4>Needs</h4><ul class="list-check"><li>y</li></ul></div>',
    );
  });

  it('render label–value pairs, each in its own div', () => {
    expect(html(<FactList className="stats" itemClassName="stats__item" facts={[{ label: 'Towns', value: '25' }]} />)).toBe(
      '<dl class="stats"><div class="stats__item"><dt>Towns</dt><dd>25</dd></div></dl>',
    );
  });

  it('complete a link label for screen readers', () => {
    expect(html(<MoreLink href="/services/boilers" label="Learn more" context=": Boilers" />)).toBe(
      '<a href="/services/boilers">Learn more<span class="visually-hidden">: Boilers</span></a>',
    );
  });
});
