import type { Site } from '../../src/content/types.ts';
import { fillText } from '../../src/model/fill-text.ts';
import { Icon } from './Icon.tsx';

/** The two ways to reach the business: call the main number, or ask for an estimate. */
export function CallOrEstimate({ site, callLabel, estimateLabel }: { site: Site; callLabel: string; estimateLabel: string }) {
  return (
    <div className="btn-row">
      <a className="btn btn-call" href={`tel:${site.phones.main.tel}`}>
        <Icon name="phone" />
        {fillText(callLabel, site)}
      </a>
      <a className="btn btn-secondary" href="/estimates">
        {estimateLabel}
      </a>
    </div>
  );
}
