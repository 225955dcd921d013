// Scraped profile pages (markdown as the scraping service returns it), with
// the navigation, rating summary and footer noise a real page carries.

/** A business-profile page: 4 reviews in the "N stars Name • text" form among noise. */
export const PROFILE_PAGE = `[Skip to main content](#main)

- [Overview](https://profiles.example/basin-peak)
- [Reviews](https://profiles.example/basin-peak/reviews)
- [Photos](https://profiles.example/basin-peak/photos)

# Basin Peak Plumbing & Heating

4.9 stars · 87 reviews · Plumber in Cody, Wyoming

Rated 4.9 stars by 87 customers - see all reviews

Open 24 hours · (307) 555-0142

## Reviews

Sort by: Most relevant | Newest | Highest

5 stars Jordan P. • Came out the same afternoon for a leaking water heater and had it replaced by evening. Clear quote up front.

4 stars Casey W. · Good furnace repair, though the first visit was a diagnosis only and the part took two days.

5 stars Morgan T. | Cleared our main line after a backup and showed us the camera footage. Very professional.

1 star Riley S. - Arrived late and left mud on the carpet. The repair itself held up fine.

[Write a review](https://profiles.example/basin-peak/review)

© 2024 Profiles Example · Privacy · Terms
`;

export const PROFILE_PAGE_REVIEWS = [
  { name: 'Jordan P.', rating: 5, text: 'Came out the same afternoon for a leaking water heater and had it replaced by evening. Clear quote up front.' },
  { name: 'Casey W.', rating: 4, text: 'Good furnace repair, though the first visit was a diagnosis only and the part took two days.' },
  { name: 'Morgan T.', rating: 5, text: 'Cleared our main line after a backup and showed us the camera footage. Very professional.' },
  { name: 'Riley S.', rating: 1, text: 'Arrived late and left mud on the carpet. The repair itself held up fine.' },
];

/** A page that renders reviews as list items with glyph stars, dates and text on the next line. */
export const GLYPH_PAGE = `## What customers say

- ★★★★★ Avery K. · 2 weeks ago · Fixed a frozen pipe at the ranch in minus-twenty weather.
- 5★ Taylor N. • Quick, tidy and fairly priced boiler service.
- **4 stars** **Jamie L.** • Thermostat swap went well; scheduling was slow.
- ⭐⭐⭐ Sam O. | Okay experience overall.
- 3 ★★★☆☆ Drew H. • Water heater works now but the invoice had a mistake.

5 stars Quinn B. ·
The technician explained every option and
did not push the most expensive one.

Load more reviews
`;

export const GLYPH_PAGE_REVIEWS = [
  { name: 'Avery K.', rating: 5, text: 'Fixed a frozen pipe at the ranch in minus-twenty weather.', date: '2 weeks ago' },
  { name: 'Taylor N.', rating: 5, text: 'Quick, tidy and fairly priced boiler service.' },
  { name: 'Jamie L.', rating: 4, text: 'Thermostat swap went well; scheduling was slow.' },
  { name: 'Sam O.', rating: 3, text: 'Okay experience overall.' },
  { name: 'Drew H.', rating: 3, text: 'Water heater works now but the invoice had a mistake.' },
  { name: 'Quinn B.', rating: 5, text: 'The technician explained every option and did not push the most expensive one.' },
];

/** A page with a rating summary but no individual reviews. */
export const NO_REVIEWS_PAGE = `# Basin Peak Plumbing & Heating

4.9 stars · 87 reviews

Plumber in Cody, Wyoming. Open 24 hours.

Be the first to write a review in 2024!
`;
