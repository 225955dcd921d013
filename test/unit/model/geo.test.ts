import { describe, expect, it } from 'vitest';
import { distanceMiles, nearestPlaces, travelMinutes } from '../../../src/model/geo.ts';

describe('distanceMiles (great circle)', () => {
  it('is zero for the same point', () => {
    expect(distanceMiles({ lat: 44.5, lng: -108 }, { lat: 44.5, lng: -108 })).toBe(0);
  });

  it('matches known distances', () => {
    // New York JFK → Los Angeles LAX: 2,475 statute miles on the ellipsoid;
    // a spherical great circle is within 0.5% of that (≈ 2,470).
    const jfk = { lat: 40.6413, lng: -73.7781 };
    const lax = { lat: 33.9416, lng: -118.4085 };
    expect(Math.abs(distanceMiles(jfk, lax) - 2475) / 2475).toBeLessThan(0.005);
    // One degree of latitude ≈ 69.09 miles.
    expect(distanceMiles({ lat: 44, lng: -108 }, { lat: 45, lng: -108 })).toBeCloseTo(69.09, 1);
    // London → Paris ≈ 213.5 miles.
    expect(Math.abs(distanceMiles({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 }) - 213.5)).toBeLessThan(1);
  });

  it('is symmetric', () => {
    const cody = { lat: 44.5263, lng: -109.0565 };
    const worland = { lat: 44.0169, lng: -107.9554 };
    expect(distanceMiles(cody, worland)).toBeCloseTo(distanceMiles(worland, cody), 10);
  });
});

describe('travelMinutes', () => {
  it('is miles / 40 mph × 60', () => {
    expect(travelMinutes(40)).toBe(60);
    expect(travelMinutes(20)).toBe(30);
    expect(travelMinutes(0)).toBe(0);
    expect(travelMinutes(30, 60)).toBe(30);
  });
});

describe('nearestPlaces', () => {
  const base = [
    { name: 'Cody', slug: 'cody', lat: 44.5263, lng: -109.0565 },
    { name: 'Powell', slug: 'powell', lat: 44.7538, lng: -108.7574 },
    { name: 'Worland', slug: 'worland', lat: 44.0169, lng: -107.9554 },
    { name: 'Thermopolis', slug: 'thermopolis', lat: 43.6461, lng: -108.212 },
    { name: 'Greybull', slug: 'greybull', lat: 44.4891, lng: -108.0562 },
  ];

  it('sorts nearest first with rounded miles and minutes', () => {
    const result = nearestPlaces({ lat: 44.5263, lng: -109.0565 }, base, 5);
    expect(result.map((p) => p.slug)).toEqual(['cody', 'powell', 'greybull', 'worland', 'thermopolis']);
    expect(result[0]).toEqual({ name: 'Cody', slug: 'cody', miles: 0, minutes: 0 });
    // Cody → Powell ≈ 21.5 miles; 21.52 / 40 × 60 ≈ 32.3 minutes (from the unrounded miles).
    expect(result[1].miles).toBe(22);
    expect(result[1].minutes).toBe(32);
  });

  it('limits the list', () => {
    expect(nearestPlaces({ lat: 43.6, lng: -108.2 }, base, 2).map((p) => p.slug)).toEqual(['thermopolis', 'worland']);
  });
});
