// /services and every service page.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';
import { ROOT } from './paths.ts';

interface ServiceData {
  slug: string;
  path: string;
  title: string;
  heading?: string;
  category: string;
  order: number;
}

const SERVICES_DIR = path.join(ROOT, 'data/services');
const services = readdirSync(SERVICES_DIR)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => parse(readFileSync(path.join(SERVICES_DIR, f), 'utf8')) as ServiceData)
  .sort((a, b) => a.order - b.order);
const site = parse(readFileSync(path.join(ROOT, 'data/site.yaml'), 'utf8'));
const blockSamples = (parse(readFileSync(path.join(ROOT, 'data/reviews.yaml'), 'utf8')) as { blockSamples: { rating: number }[] }).blockSamples;

test('the data lists 20 service pages', () => {
  expect(services).toHaveLength(20);
});

for (const service of services) {
  test(`${service.path}: heading, breadcrumbs, call button, related services, axe`, async ({ page }) => {
    const response = await page.goto(service.path);
    expect(response?.status()).toBe(200);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.heading ?? service.title);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(service.title);
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    const related = page.locator('.related-services a');
    const hrefs = await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeLessThanOrEqual(3);
    expect(hrefs).not.toContain(service.path);
    const sameCategory = services.filter((s) => s.category === service.category && s.slug !== service.slug).map((s) => s.path);
    for (const href of hrefs) expect(sameCategory).toContain(href);
    await expectNoAxeViolations(page);
  });
}

test('/services: categories, six cards, 4-step process, emergency list, alternate phone, reviews block', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Services');
  const groups = page.locator('.services-categories__group');
  await expect(groups).toHaveCount(4);
  for (const name of ['Emergency', 'Installation', 'Commercial', 'Repair & Maintenance'])
    await expect(groups.getByRole('heading', { name, exact: true })).toBeVisible();
  const cards = page.locator('.services-cards__card');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) await expect(card.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', /^\/services\//);
  const steps = page.locator('.services-process .steps__item');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(3)).toContainText('3-year warranty satisfaction guarantee');
  const emergency = page.locator('.services-emergency');
  await expect(emergency.locator('li').first()).toBeVisible();
  await expect(emergency.getByRole('link', { name: 'Request Service' })).toHaveAttribute('href', '/contact');
  await expect(emergency.locator(`a[href="tel:${site.phones.alternate.tel}"]`)).toContainText(site.phones.alternate.display);
  // Reviews block: 6 samples, average to one decimal.
  const block = page.locator('.reviews--block');
  await expect(block.locator('.reviews__card')).toHaveCount(6);
  const average = blockSamples.reduce((s, r) => s + r.rating, 0) / blockSamples.length;
  await expect(block.locator('.reviews__average')).toContainText(average.toFixed(1));
  await expectNoAxeViolations(page);
});

test('/services/emergency: urgencies and response times; accordion opens one at a time', async ({ page }) => {
  await page.goto('/services/emergency');
  await waitForIslands(page);
  const cards = page.locator('.svc-urgent__card');
  await expect(cards).toHaveCount(4);
  const expected = [
    ['Burst Pipe', 'Critical', '30 minutes'],
    ['Sewer Backup', 'Critical', '1 hour'],
    ['No Heat', 'High', '1 hour'],
    ['Water Heater', 'High', 'Same day'],
  ];
  for (const [i, [title, urgency, time]] of expected.entries()) {
    await expect(cards.nth(i)).toContainText(title);
    await expect(cards.nth(i).locator('.svc-urgency')).toHaveText(urgency);
    await expect(cards.nth(i)).toContainText(time);
  }
  await expect(page.locator('.svc-section--steps .steps__item')).toHaveCount(4);

  const questions = page.locator('.faq__button');
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (const q of await questions.all()) await expect(q).toHaveAttribute('aria-expanded', 'false');
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await questions.nth(0).getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  // Keyboard: Enter opens, ArrowDown moves focus, Space toggles.
  await questions.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.faq__item--open')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('FAQPage JSON-LD where FAQs are shown', async ({ page }) => {
  await page.goto('/services/furnace-boiler');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((b) => JSON.parse(b)['@type']);
  expect(types).toContain('FAQPage');
  expect(types).toContain('Service');
  await expect(page.locator('.faq')).toContainText('30-40%');
});

test('emergency pages: badge, call link with the number, Request Service, four capability cards', async ({ page }) => {
  for (const slug of ['burst-pipe-repair', 'sewer-backup-service', 'no-heat-emergency', 'water-heater-failure']) {
    await page.goto(`/services/${slug}`);
    await expect(page.locator('.svc-hero__badge')).toHaveText('24/7 Emergency');
    await expect(page.locator(`.svc-hero a[href="tel:${site.phones.main.tel}"]`)).toContainText(site.phones.main.display);
    await expect(page.locator('.svc-hero').getByRole('link', { name: 'Request Service' })).toHaveAttribute('href', '/estimates?service=emergency');
    await expect(page.locator('.card-grid__card')).toHaveCount(4);
  }
});

test('emergency repair pages: coverage tiers, placeholder phone, 12 towns, climate line, door wording', async ({ page }) => {
  await page.goto('/services/emergency-repair');
  await expect(page.locator(`main a[href="tel:${site.phones.placeholder.tel}"]`).first()).toBeVisible();
  const tiers = page.locator('.svc-tiers__tier');
  await expect(tiers).toHaveCount(3);
  await expect(tiers.nth(0)).toContainText('Cody');
  await expect(tiers.nth(2)).toContainText('Burlington');
  for (const text of ['30-45 min', '45-60 min', '60-90 min', 'within 30 minutes', 'Travel fees', 'standard emergency fee'])
    await expect(page.locator('main')).toContainText(text);
  await expect(page.locator('main')).toContainText(site.sisterCompany);

  await page.goto('/services/emergency-repair-wyoming');
  await expect(page.locator('main')).toContainText('-30°F to 100°F with winds of 70+ mph');
  await expect(page.locator('main')).toContainText('Hyattville');
  await expect(page.locator('main')).toContainText('45 min');
  await expect(page.locator('main')).toContainText('90 min');
  await expect(page.locator('main')).toContainText(site.sisterCompany);
});

test('specialty pages: their call-to-action labels go to the estimate form', async ({ page }) => {
  const labels: Record<string, string> = {
    'backflow-testing-rpz': 'Request Testing',
    'boiler-service': 'Request Boiler Service',
    'rooftop-units-rtu': 'Get Commercial Quote',
    'leak-detection-pipe-repair': 'Request Service',
    'safety-inspections': 'Book Inspection',
  };
  for (const [slug, label] of Object.entries(labels)) {
    await page.goto(`/services/${slug}`);
    await expect(page.locator('.svc-hero').getByRole('link', { name: label, exact: true })).toHaveAttribute('href', /^\/estimates\?service=/);
    await expect(page.locator('.card-grid__card')).toHaveCount(4);
  }
  await page.goto('/services/preventive-maintenance');
  await expect(page.locator('.svc-hero .btn-primary')).toHaveAttribute('href', '/services/maintenance-plans');
});

test('booking buttons and commercial claims', async ({ page }) => {
  const buttons: [string, string, string][] = [
    ['drain-cleaning-sewer', 'Schedule Drain Service', 'repair'],
    ['furnace-boiler', 'Book Heating Service', 'repair'],
    ['maintenance-plans', 'Enroll Today', 'maintenance'],
    ['commercial-plumbing-hvac', 'Request a Bid', 'other'],
  ];
  for (const [slug, label, value] of buttons) {
    await page.goto(`/services/${slug}`);
    await expect(page.locator('.svc-hero').getByRole('link', { name: label })).toHaveAttribute('href', `/estimates?service=${value}`);
  }
  await page.goto('/services/drain-cleaning-sewer');
  await expect(page.getByRole('link', { name: 'Emergency Repair' })).toHaveAttribute('href', '/services/emergency-repair-wyoming');
  await expect(page.getByRole('link', { name: 'Maintenance Plan', exact: true })).toHaveAttribute('href', '/services/maintenance-plans');
  await page.goto('/services/commercial-wyoming');
  await expect(page.locator('.svc-section--steps .steps__item')).toHaveCount(5);
  await expect(page.locator('.svc-programs__program')).toHaveCount(3);
  for (const text of ['within 24 hours', 'under 2 hours', '30 minutes during business hours', 'Biannual', 'Quarterly', 'Monthly'])
    await expect(page.locator('main')).toContainText(text);
});
