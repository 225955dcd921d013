// Home page: every section in order,
// the reviews block with its samples and stats banner, no console errors, axe.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';
import { ROOT } from './paths.ts';

const site = parse(readFileSync(path.join(ROOT, 'data/site.yaml'), 'utf8'));
const reviews = parse(readFileSync(path.join(ROOT, 'data/reviews.yaml'), 'utf8'));
const MAIN_TEL = `tel:${site.phones.main.tel}`;
const ALT_TEL = `tel:${site.phones.alternate.tel}`;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForIslands(page);
});

test('hero: heading, Request Service, call button, three trust cards, Get Free Estimate card', async ({ page }) => {
  const hero = page.locator('.home-hero');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Request Service' })).toHaveAttribute('href', '/contact');
  await expect(hero.locator(`a[href="${MAIN_TEL}"]`)).toBeVisible();
  await expect(hero.locator('.home-hero__trust-card')).toHaveCount(3);
  const estimate = hero.getByRole('complementary', { name: 'Get Free Estimate' });
  await expect(estimate.getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute('href', '/contact');
});

test('sections appear in the order of the original site', async ({ page }) => {
  const headings = await page.locator('main h2').allTextContents();
  const expected = [
    'Get Free Estimate',
    'Trusted Brands',
    'Local Plumbing & Heating Team',
    'How Our Service Works',
    'Equipment We Recommend',
    'Built for Wyoming Weather',
    'Service Highlights',
    'Our Core Services',
    'Plumbing or Heating Emergency?',
    'Talk to a Technician',
    'Our Recent Work',
    'Why Choose',
    'Ready to Fix Your Plumbing or Heating?',
    'What Our Customers Say',
  ];
  let at = -1;
  for (const text of expected) {
    const index = headings.findIndex((h, i) => i > at && h.includes(text));
    expect(index, `"${text}" after position ${at} in ${JSON.stringify(headings)}`).toBeGreaterThan(at);
    at = index;
  }
});

test('brand strip: six external links opening in a new tab', async ({ page }) => {
  const links = page.locator('.home-brands__link');
  await expect(links).toHaveCount(6);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('intro stats, 3-step process, weather range, highlights link', async ({ page }) => {
  const stats = page.locator('.home-intro .stats__item');
  await expect(stats).toHaveCount(5);
  for (const value of ['24/7', 'Licensed', '13+', '500+', '4.9/5']) await expect(page.locator('.home-intro')).toContainText(value);
  await expect(page.locator('.home-process .steps__item')).toHaveCount(3);
  await expect(page.locator('.home-weather')).toContainText('-40°F to 100°F+');
  await expect(page.locator('.home-highlights').getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
});

test('three service cards with four features and Learn More to the service page', async ({ page }) => {
  const cards = page.locator('.home-services__card');
  await expect(cards).toHaveCount(3);
  const targets = ['/services/water-heaters', '/services/drain-cleaning-sewer', '/services/furnace-boiler'];
  for (const [i, card] of (await cards.all()).entries()) {
    await expect(card.locator('.list-check li')).toHaveCount(4);
    await expect(card.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', targets[i]);
    const img = card.locator('img');
    await expect(img).toHaveAttribute('width', '400');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  await expect(cards.nth(0)).toContainText('Water Heater Service');
  await expect(cards.nth(1)).toContainText('Drain Cleaning & Sewer');
  await expect(cards.nth(2)).toContainText('Furnace & Boiler Service');
});

test('emergency banner, final call to action with the alternate number, ready section', async ({ page }) => {
  const banner = page.locator('.home-emergency');
  await expect(banner.getByRole('link', { name: 'Call Emergency Line' })).toHaveAttribute('href', MAIN_TEL);
  await expect(banner.getByRole('link', { name: 'Request Emergency Service' })).toHaveAttribute('href', '/contact');
  const final = page.locator('.home-final-cta');
  await expect(final.locator(`a[href="${ALT_TEL}"]`)).toContainText(site.phones.alternate.display);
  await expect(final.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  const ready = page.locator('.home-ready');
  await expect(ready.getByRole('heading', { name: 'Ready to Fix Your Plumbing or Heating?' })).toBeVisible();
  await expect(ready.locator(`a[href="${MAIN_TEL}"]`)).toBeVisible();
  await expect(ready.getByRole('link', { name: 'Get Information' })).toHaveAttribute('href', '/estimates');
});

test('why choose: six benefits', async ({ page }) => {
  const why = page.locator('.home-why');
  await expect(why.locator('.card-grid__card')).toHaveCount(6);
  for (const b of [
    '3-Year Service Guarantee',
    'Same Day Service',
    'Expert Technicians',
    'Licensed & Insured',
    'Quality Parts & Equipment',
    '24/7 Emergency Service',
  ]) {
    await expect(why.getByRole('heading', { name: b })).toBeVisible();
  }
});

test('gallery section: count and at most 8 cards', async ({ page }) => {
  const gallery = page.locator('.gallery-section');
  await expect(gallery.getByRole('heading', { name: 'Our Recent Work' })).toBeVisible();
  await expect(gallery.locator('.gallery__count')).toHaveText('10 of 10 projects');
  await expect(gallery.locator('.gallery-card')).toHaveCount(8);
});

test('reviews section: the three samples, profile link and the stats banner', async ({ page }) => {
  const section = page.locator('section.reviews').first();
  await expect(section.getByRole('heading', { name: 'What Our Customers Say' })).toBeVisible();
  const cards = section.locator('.reviews__card');
  await expect(cards).toHaveCount(3);
  for (const [i, sample] of reviews.samples.entries()) {
    await expect(cards.nth(i)).toContainText(sample.text);
    await expect(cards.nth(i)).toContainText(sample.name);
    await expect(cards.nth(i).getByRole('img', { name: `Rated ${sample.rating} out of 5` })).toBeVisible();
  }
  const profile = section.locator(`a[href="${site.reviewProfileUrl}"]`);
  await expect(profile).toHaveAttribute('target', '_blank');
  await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
  const stats = section.locator('.reviews__stat');
  await expect(stats).toHaveCount(3);
  await expect(stats.nth(0)).toContainText('22+');
  await expect(stats.nth(0)).toContainText('5-Star Reviews');
  await expect(stats.nth(1)).toContainText('500+');
  await expect(stats.nth(1)).toContainText('Happy Customers');
  await expect(stats.nth(2)).toContainText('15+');
  await expect(stats.nth(2)).toContainText('Years Experience');
});

test('no broken images and no axe violations', async ({ page }) => {
  for (const img of await page.locator('main img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(img).toHaveAttribute('alt', /.*/);
  }
  await expectNoAxeViolations(page);
});
