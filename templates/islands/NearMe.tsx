import { useEffect, useRef, useState } from 'react';
import { nearestPlaces, type NamedPlace, type NearbyPlace } from '../../src/model/geo.ts';

export interface NearMeLabels {
  heading: string;
  text: string;
  button: string;
  pending: string;
  grantedHeading: string;
  denied: string;
  fallbackHeading: string;
  miles: string;
  minutes: string;
  distanceLabel: string;
  timeLabel: string;
}

export interface NearMeProps {
  labels: NearMeLabels;
  baseCities: NamedPlace[];
  fallback: NearbyPlace[];
  /** How many of the base cities to list (5). */
  limit: number;
}

type State = { status: 'idle' } | { status: 'pending' } | { status: 'granted'; places: NearbyPlace[] } | { status: 'denied' };

/** Give up waiting for a position after this long and show the fallback list. */
const TIMEOUT_MS = 10_000;

/**
 * Near-me locator: the visitor asks for their location with a
 * button; pending while the browser answers; granted lists the nearest base
 * cities; refused, unavailable or timed out shows the notice and fallback list.
 */
export default function NearMe({ labels, baseCities, fallback, limit }: NearMeProps) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const active = useRef(true);
  useEffect(() => () => void (active.current = false), []);

  const locate = () => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setState({ status: 'denied' });
      return;
    }
    setState({ status: 'pending' });
    geo.getCurrentPosition(
      (position) => {
        if (!active.current) return;
        const origin = { lat: position.coords.latitude, lng: position.coords.longitude };
        setState({ status: 'granted', places: nearestPlaces(origin, baseCities, limit) });
      },
      () => active.current && setState({ status: 'denied' }),
      { timeout: TIMEOUT_MS, maximumAge: 300_000 },
    );
  };

  const list = state.status === 'granted' ? state.places : state.status === 'denied' ? fallback : null;

  return (
    <div className="card near-me">
      <h2 id="near-me-heading">{labels.heading}</h2>
      <p>{labels.text}</p>
      <button type="button" className="btn btn-primary" onClick={locate} disabled={state.status === 'pending'} aria-describedby="near-me-status">
        {labels.button}
      </button>
      <div id="near-me-status" className="near-me__status" role="status">
        {state.status === 'pending' && <p className="near-me__pending">{labels.pending}</p>}
        {state.status === 'denied' && <p className="near-me__denied">{labels.denied}</p>}
      </div>
      {list && (
        <section className="near-me__results" aria-labelledby="near-me-results-heading">
          <h3 id="near-me-results-heading">{state.status === 'granted' ? labels.grantedHeading : labels.fallbackHeading}</h3>
          <ol className="list-plain near-me__list">
            {list.map((place) => (
              <li key={place.slug} className="near-me__item" data-city={place.slug}>
                <a className="near-me__name" href={`/${place.slug}`}>
                  {place.name}
                </a>
                <span className="near-me__distance">
                  <span className="visually-hidden">{labels.distanceLabel}: </span>
                  {labels.miles.replace('{miles}', String(place.miles))}
                </span>
                <span className="near-me__time">
                  <span className="visually-hidden">{labels.timeLabel}: </span>
                  {labels.minutes.replace('{minutes}', String(place.minutes))}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
