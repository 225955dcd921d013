// The 25 town routes: each renders its kind of page with its figures, the
// nearby areas on every one, and the town's own projects and reviews where the
// content has them (and no such block where it has none).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';
import { ROOT } from './paths.ts';

interface TownData {
  name: string;
  slug: string;
  kind: 'plumbing' | 'door' | 'shared';
  county: string;
  zipCode: string;
  heroImage?: string;
}
const towns = parse(readFileSync(path.join(ROOT, 'data/towns.yaml'), 'utf8')) as TownData[];
const townOf = (location: string) => location.replace(/,\s*WY$/, '');
const reviewsData = parse(readFileSync(path.join(ROOT, 'data/reviews.yaml'), 'utf8')) as Record<'samples' | 'blockSamples', { location?: string }[]>;
const reviewTowns = new Set([...reviewsData.samples, ...reviewsData.blockSamples].flatMap((r) => (r.location ? [townOf(r.location)] : [])));
const projectTowns = (parse(readFileSync(path.join(ROOT, 'data/gallery.yaml'), 'utf8')) as { location: string }[]).map((p) => p.location);
const heroTowns = (parse(readFileSync(path.join(ROOT, 'data/sitemap.yaml'), 'utf8')) as { heroTowns: string[] }).heroTowns;

test('the data has 25 towns of the three kinds', () => {
  expect(towns).toHaveLength(25);
  expect(
    towns
      .filter((t) => t.kind === 'plumbing')
      .map((t) => t.slug)
      .sort(),
  ).toEqual(['burlington', 'cody', 'emblem', 'greybull', 'lovell', 'powell', 'wapaiti']);
  expect(
    towns
      .filter((t) => t.kind === 'door')
      .map((t) => t.slug)
      .sort(),
  ).toEqual(['basin', 'clark', 'manderson', 'meeteetse', 'shell', 'ten-sleep']);
});

for (const town of towns) {
  test(`/${town.slug} renders its ${town.kind} page`, async ({ page, request }) => {
    const response = await page.goto(`/${town.slug}`);
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(town.name);
    await expect(page.locator('.town')).toHaveClass(new RegExp(`town--${town.kind}`));
    if (town.kind !== 'door') {
      await expect(main.locator('.town-info')).toContainText(`${town.county} County`);
      await expect(main.locator('.town-info')).toContainText(town.zipCode);
      await expect(main.locator('.town-info')).toContainText('Coordinates');
    }
    if (town.kind === 'plumbing') {
      for (const href of ['/services/leak-detection-pipe-repair', '/services/water-heaters', '/services/emergency']) {
        await expect(main.locator(`.town-service a[href="${href}"]`)).toHaveCount(1);
      }
      await expect(main.locator('.town-why')).not.toHaveCount(0);
      await expect(main.locator('.town-contact')).toBeVisible();
    }
    // Breadcrumb: Home / Service Areas / town.
    await expect(page.locator('nav[aria-label="Breadcrumb"], .breadcrumbs').first()).toContainText('Service Areas');
    // Nearby areas: up to 6, never the current town.
    const nearby = main.locator('.nearby-areas__list a');
    expect(await nearby.count()).toBeLessThanOrEqual(6);
    await expect(main.locator(`.nearby-areas__list a[href="/${town.slug}"]`)).toHaveCount(0);
    // Local blocks only where the content has something for the town; never the site-wide reviews block.
    await expect(main.locator('#town-reviews-heading')).toHaveCount(reviewTowns.has(town.name) ? 1 : 0);
    await expect(main.locator('.town-projects .gallery-card')).toHaveCount(projectTowns.filter((t) => t === town.name).length);
    await expect(main.locator('.reviews--block')).toHaveCount(0);
    // Hero artwork exactly on the hero towns.
    await expect(main.locator('.town-hero__image')).toHaveCount(heroTowns.includes(town.slug) ? 1 : 0);
    // Social image named by the town name exists.
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(og).toMatch(new RegExp(`/images/social/${town.name.toLowerCase().replace(/\s+/g, '-')}\\.png$`));
    const image = await request.get(new URL(og!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/png');
    // LocalBusiness-type JSON-LD: the business (its own postal address) serving this town.
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const business = jsonLd.find(
      (node) => node['@type'] === 'Plumber' && node.areaServed?.some?.((area: { name?: string }) => area.name === `${town.name}, WY`),
    );
    expect(business?.address?.postalCode).toMatch(/^\d{5}$/);
  });
}

const figures: Record<string, string[]> = {
  basin: [
    '1,421',
    '42.1',
    '78%',
    'Why Basin Residents Trust Us',
    'Farm and Ranch Door Services',
    'Equipment Door Requirements',
    'Family Farm Heritage',
    '24/7 Emergency',
  ],
  shell: ['34', '36.5'],
  meeteetse: ['314', '61.8', '$184,700'],
  'ten-sleep': ['261', '4,300 ft', '85%', '16 ft wide and 12 ft high', '-40°F', 'Snow Loads', 'Canyon Winds', 'Remote Location'],
  manderson: ['113', '90%'],
  clark: ['183', 'Founded', 'Highlights'],
};

for (const [slug, texts] of Object.entries(figures)) {
  test(`/${slug} shows its door-page figures and door wording`, async ({ page }) => {
    await page.goto(`/${slug}`);
    await waitForIslands(page);
    const main = page.locator('main');
    for (const text of texts) await expect(main).toContainText(text);
    await expect(main).toContainText('Summit Overhead Door Co.');
    await expect(main.locator('a[href="tel:+13075550163"]').first()).toBeVisible();
  });
}

test('/basin has two testimonials', async ({ page }) => {
  await page.goto('/basin');
  await expect(page.locator('.town-testimonial')).toHaveCount(2);
});

for (const slug of ['shell', 'meeteetse', 'ten-sleep', 'manderson']) {
  test(`/${slug} has a FAQ accordion of 5, one open at a time`, async ({ page }) => {
    await page.goto(`/${slug}`);
    await waitForIslands(page);
    const buttons = page.locator('.faq__button');
    await expect(buttons).toHaveCount(5);
    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await buttons.nth(1).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });
}

test('Meeteetse and Ten Sleep have 4 service cards and a 6-item solutions list', async ({ page }) => {
  for (const slug of ['meeteetse', 'ten-sleep']) {
    await page.goto(`/${slug}`);
    await expect(page.locator('.town-section--cards').first().locator('.town-card')).toHaveCount(4);
    await expect(page.locator('.town-solutions li')).toHaveCount(6);
  }
});

test('Clark: "Back to Service Areas" goes home; buttons to /contact and /estimates', async ({ page }) => {
  await page.goto('/clark');
  await expect(page.getByRole('link', { name: 'Back to Service Areas' })).toHaveAttribute('href', '/');
  const main = page.locator('main');
  await expect(main.locator('a.btn[href="/contact"]')).not.toHaveCount(0);
  await expect(main.locator('a.btn[href="/estimates"]')).not.toHaveCount(0);
});

for (const slug of ['cody', 'basin', 'ten-sleep', 'worland', 'washakie-ten', 'grass-creek', 'clark']) {
  test(`/${slug} has no axe violations`, async ({ page }) => {
    await page.goto(`/${slug}`);
    await waitForIslands(page);
    await expectNoAxeViolations(page);
  });
}

test('/big-horn-county shows the county figures, ZIPs and service areas', async ({ page }) => {
  await page.goto('/big-horn-county');
  const main = page.locator('main');
  for (const text of ['11,668', '3,137 sq miles', '4.9/5', '82414', '82431', '82433', '82435', 'Summit Overhead Door Co.']) {
    await expect(main).toContainText(text);
  }
  await expect(main.locator('.town-stat').filter({ hasText: 'Cities Served' })).toContainText('8');
  await expect(main.locator('.county-area')).toHaveCount(8);
  await expect(main.locator('.county-area').first()).toContainText('miles');
  await expect(main.locator('.county-area__badge').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
