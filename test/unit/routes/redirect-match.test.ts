import { describe, expect, it } from 'vitest';
import { matchRedirect, redirectTarget } from '../../../src/routes/redirect-match.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

const content = contentFixture();
const rules = content.notFound.redirects;
const pages = new Set(
  buildRoutes(content)
    .filter((r) => r.type === 'page')
    .map((r) => r.path),
);
const match = (path: string, pageSet: ReadonlySet<string> = pages) => matchRedirect(path, rules, pageSet, '82414');

describe('matchRedirect: the redirect table', () => {
  it('takes the first rule in table order', () => {
    expect(match('/emergency-commercial')).toEqual({ kind: 'redirect', to: '/services/emergency-repair-wyoming' });
    expect(match('/commercial-emergency')).toEqual({ kind: 'redirect', to: '/services/emergency-repair-wyoming' });
    expect(match('/old/commercial-heating')).toEqual({ kind: 'redirect', to: '/services/commercial-wyoming' });
    expect(match('/basin-services')).toEqual({ kind: 'redirect', to: '/basin' });
  });

  it('matches case-insensitively as a substring', () => {
    expect(match('/Cody-plumbing')).toEqual({ kind: 'redirect', to: '/cody' });
    expect(match('/about/GALLERY/2019')).toEqual({ kind: 'redirect', to: '/gallery' });
    expect(match('/careers-old')).toEqual({ kind: 'redirect', to: '/careers' });
  });

  it('decodes percent-encoded paths', () => {
    expect(match('/plumber%20Powell')).toEqual({ kind: 'redirect', to: '/powell' });
  });

  it('gives nothing when the first matching rule targets a path with no page (it does not fall through)', () => {
    expect(match('/spring-repair-cody')).toEqual({ kind: 'none' });
    expect(redirectTarget('/services/cable-repair', rules, pages)).toBeNull();
  });

  it('never returns the path it is on', () => {
    expect(match('/services/emergency-repair-wyoming', new Set(['/services/emergency-repair-wyoming']))).toEqual({ kind: 'none' });
    expect(redirectTarget('/services', rules, pages)).toBeNull();
  });

  it('gives nothing when no rule matches', () => {
    expect(match('/about-us')).toEqual({ kind: 'none' });
  });
});

describe('matchRedirect: parameterised families come before the table', () => {
  it('reports an unknown /service-areas/{slug} as city-not-found, even when its slug would match a rule', () => {
    expect(match('/service-areas/atlantis')).toEqual({ kind: 'city-not-found' });
    expect(match('/service-areas/cody-north')).toEqual({ kind: 'city-not-found' });
    expect(match('/service-areas/')).toEqual({ kind: 'city-not-found' });
  });

  it('sends an unknown /zip/{zip} to the default ZIP page', () => {
    expect(match('/zip/99999')).toEqual({ kind: 'redirect', to: '/zip/82414' });
    expect(match('/zip/82414')).toEqual({ kind: 'none' });
    expect(match('/zip/99999', new Set())).toEqual({ kind: 'none' });
  });

  it('reports a missing ZIP as invalid', () => {
    expect(match('/zip/')).toEqual({ kind: 'invalid-zip' });
    expect(match('/zip')).toEqual({ kind: 'invalid-zip' });
  });
});
