// Contact, careers, blog (index and posts), videos, history, privacy policy,
// guarantee and partnership pages, the review card and /review.

import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const MAIN_TEL = 'tel:+13075550142';
const DOOR_TEL = 'tel:+13075550163';
const EMAIL = 'mailto:service@basinpeak.example';

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>).filter((d) => d['@type'] === type);
}

/** Every tel:/mailto:/sms: link in main is well formed. */
async function expectWorkingContactLinks(page: Page) {
  const hrefs = await page
    .locator('main a[href^="tel:"], main a[href^="mailto:"], main a[href^="sms:"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) expect(href).toMatch(/^(tel:\+\d{11}|sms:\+\d{11}|mailto:[^@\s]+@[^@\s]+\.[a-z]+(\?subject=.+)?)$/);
}

test('contact: call, text and email cards, hours, 25 communities, what to expect, buttons', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const cards = page.locator('.contact-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', MAIN_TEL);
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', 'sms:+13075550142');
  await expect(cards.nth(2).getByRole('link')).toHaveAttribute('href', EMAIL);
  const hours = page.locator('.contact-hours');
  for (const text of ['Monday - Friday', '7:00 AM - 6:00 PM', 'Saturday', '8:00 AM - 4:00 PM', 'Sunday', 'Emergency Only', '24/7']) {
    await expect(hours).toContainText(text);
  }
  const towns = page.locator('.contact-towns a');
  await expect(towns).toHaveCount(25);
  await expect(towns.first()).toHaveAttribute('href', '/cody');
  await expect(page.locator('.contact-towns a[href="/ten-sleep"]')).toHaveText('Ten Sleep');
  await expect(page.getByRole('heading', { name: 'What to Expect When You Call' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Repairs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Installs' })).toBeVisible();
  const cta = page.locator('.contact-cta');
  await expect(cta.getByRole('link', { name: /Call/ })).toHaveAttribute('href', MAIN_TEL);
  await expect(cta.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', EMAIL);
  await expectWorkingContactLinks(page);
  await expectNoAxeViolations(page);
});

test('careers: three positions with salaries, requirements, preferred, apply by e-mail or phone; JobPosting JSON-LD', async ({ page }) => {
  await page.goto('/careers');
  const jobs = page.locator('.careers-job');
  await expect(jobs).toHaveCount(3);
  const expected = [
    ['Service Technician', '$45,000 - $65,000'],
    ['Service Manager', '$55,000 - $75,000'],
    ['Apprentice Plumber', '$35,000 - $45,000'],
  ];
  for (const [i, [title, salary]] of expected.entries()) {
    const job = jobs.nth(i);
    await expect(job.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(job).toContainText(salary);
    await expect(job.getByRole('heading', { name: 'Requirements' })).toBeVisible();
    await expect(job.getByRole('heading', { name: 'Preferred' })).toBeVisible();
    const apply = job.getByRole('link', { name: 'Apply by Email' });
    await expect(apply).toHaveAccessibleDescription(title);
    await expect(apply).toHaveAttribute('href', `${EMAIL}?subject=${encodeURIComponent(`Application: ${title}`)}`);
  }
  await expect(page.locator('.careers-apply a[href^="tel:"]')).toHaveAttribute('href', MAIN_TEL);
  await expect(page.locator('.careers-apply a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:service@basinpeak\.example\?subject=/);
  const postings = await jsonLd(page, 'JobPosting');
  expect(postings.map((p) => p.title)).toEqual(expected.map(([title]) => title));
  expect(postings[0]).toMatchObject({
    employmentType: 'FULL_TIME',
    baseSalary: { currency: 'USD', value: { minValue: 45000, maxValue: 65000, unitText: 'YEAR' } },
  });
  await expectWorkingContactLinks(page);
  await expectNoAxeViolations(page);
});

test('blog: 8 cards whose links open their post pages', async ({ page }) => {
  test.slow(); // nine page loads and two axe runs: more than the default time-out on a busy machine
  await page.goto('/blog');
  const cards = page.locator('.blog-card');
  await expect(cards).toHaveCount(8);
  for (const card of await cards.all()) {
    await expect(card.locator('.blog-card__category')).not.toBeEmpty();
    await expect(card.locator('.blog-card__meta')).toContainText(/By .+ · \w+ \d{1,2}, 2024/);
  }
  await expectNoAxeViolations(page);
  const links = await cards.getByRole('link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, title: a.textContent! })));
  expect(links).toHaveLength(8);
  for (const [i, { href, title }] of links.entries()) {
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    if (i === 0) {
      await page.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    } else {
      await page.goto(href);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const words = (await page.locator('.blog-post__body').innerText()).split(/\s+/).length;
    expect(words, `${href} article length`).toBeGreaterThan(350);
    const [article] = await jsonLd(page, 'BlogPosting');
    expect(article).toMatchObject({ headline: title });
    if (i === 0) await expectNoAxeViolations(page);
  }
});

test('videos: five videos with thumbnails, m:ss durations, anchors and VideoObject JSON-LD', async ({ page }) => {
  await page.goto('/videos');
  const videos = page.locator('.video-card');
  await expect(videos).toHaveCount(5);
  const ids = await videos.evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual(['water-heater-flush', 'drain-camera-inspection', 'furnace-tune-up', 'maintenance-plan-explained', 'prevent-frozen-pipes']);
  await expect(page.locator('#water-heater-flush .video-card__duration')).toContainText('4:05');
  await expect(page.locator('#maintenance-plan-explained .video-card__duration')).toContainText('2:43');
  for (const img of await videos.locator('img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  const objects = await jsonLd(page, 'VideoObject');
  expect(objects).toHaveLength(5);
  expect(objects[0]).toMatchObject({ name: 'How to Flush Your Water Heater', duration: 'PT4M5S', uploadDate: '2024-03-12' });
  await expectNoAxeViolations(page);
});

test('history: the timeline with year, title, subtitle, description and ordered highlights', async ({ page }) => {
  await page.goto('/history');
  const entries = page.locator('.history-entry');
  await expect(entries).toHaveCount(6);
  await expect(entries.first().locator('.history-entry__year')).toHaveText('2010');
  await expect(entries.first().getByRole('heading', { level: 2 })).toHaveText('Basin Peak Is Founded');
  await expect(entries.first().locator('.history-entry__subtitle')).toHaveText('One truck in Cody');
  await expect(entries.first().locator('ol.history-entry__highlights li')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('privacy policy: the form, local storage, no cookies or analytics, contact e-mail', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.locator('main');
  await expect(main).toContainText('estimate');
  await expect(main).toContainText('local storage');
  await expect(main).toContainText('no cookies');
  await expect(main).toContainText('no analytics');
  await expect(main.locator(`a[href="${EMAIL}"]`).first()).toBeVisible();
  await expectWorkingContactLinks(page);
  await expectNoAxeViolations(page);
});

test('guarantee and partnership: door wording with working phone links', async ({ page }) => {
  await page.goto('/guarantee');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our 3-Year Guarantee');
  await expect(page.locator('main')).toContainText('3-year guarantee on parts and workmanship');
  await expect(page.locator('main')).toContainText('new garage door and operator');
  await expect(page.locator('main a[href^="tel:"]').first()).toHaveAttribute('href', DOOR_TEL);
  await expectWorkingContactLinks(page);
  await expectNoAxeViolations(page);

  await page.goto('/partnership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summit Overhead Door Co. Partnership');
  await expect(page.locator('main')).toContainText('Summit Overhead Door Co. is our sister company');
  await expect(page.locator('main a[href^="tel:"]')).toHaveAttribute('href', DOOR_TEL);
  await expectNoAxeViolations(page);
});

test('review card: the card and the sheet with their QR codes, the messages on screen only; no axe violation', async ({ page }) => {
  await page.goto('/review/card');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review card and messages');
  await expect(page.getByRole('img', { name: 'QR code of https://www.basinpeak.example/review' })).toHaveCount(2);
  await expect(page.locator('.review-messages')).toContainText('https://www.basinpeak.example/review');
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.locator('footer.site-footer')).toBeHidden();
  await expect(page.locator('.review-messages')).toBeHidden();
  const card = await page.locator('.review-card__qr').boundingBox();
  const sheet = await page.locator('.review-sheet__qr').boundingBox();
  const mm = 96 / 25.4; // CSS pixels per millimetre
  expect(Math.round(card!.width / mm)).toBe(35);
  expect(Math.round(sheet!.width / mm)).toBeGreaterThanOrEqual(150);
});

test('/review on a static host: straight on to the review form, nothing asked on the way', async ({ page }) => {
  // site serve runs no Worker; the beacon's answer would race the redirect (counting is tested under wrangler: conversions-d1.spec.ts)
  await page.route('**/api/event', (route) => route.fulfill({ status: 204 }));
  await page.route('https://search.google.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Write a review</title>' }));
  await page.goto('/review');
  await page.waitForURL(/^https:\/\/search\.google\.example\/local\/writereview/);
  await expect(page).toHaveTitle('Write a review');
});
