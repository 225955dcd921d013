import { formDelivery } from '../../../src/model/form-delivery.ts';
import { Island } from '../../../src/render/island.tsx';
import EstimateForm from '../../islands/EstimateForm.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { estimatesCopy } from './copy.ts';

/** /estimates: the free-estimate form, with the placeholder-style phone number. */
export function Estimates({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const { intro, callPrompt, nextHeading, nextSteps, promises, ...formCopy } = estimatesCopy.parse(route.props.page.content);
  const phone = content.site.phones.placeholder;
  return (
    <div className="section est-page">
      <div className="container">
        <header className="est-page__intro">
          <h1>{route.heading}</h1>
          <p className="est-page__lead">{intro}</p>
          <p className="est-page__call">
            {callPrompt}{' '}
            <a className="est-page__phone" href={`tel:${phone.tel}`}>
              {phone.display}
            </a>
          </p>
        </header>
        <div className="est-page__layout">
          <Island name="EstimateForm" component={EstimateForm} props={{ delivery: formDelivery(content.site), phone, copy: formCopy }} />
          <aside className="est-aside card" aria-labelledby="est-next-heading">
            <h2 id="est-next-heading">{nextHeading}</h2>
            <ol className="est-steps">
              {nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <ul className="est-promises">
              {promises.map((promise) => (
                <li key={promise}>{promise}</li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </div>
  );
}
