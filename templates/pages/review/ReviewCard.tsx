import { fillText } from '../../../src/model/fill-text.ts';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { QrCode } from '../../blocks/QrCode.tsx';
import { reviewCardCopy } from './copy.ts';
import { reviewShortUrl } from './review-url.ts';

/**
 * /review/card: the printable review card (the invoice-sized card, then a
 * sheet for a truck door or a counter, each with a QR code of {siteUrl}/review)
 * and, on screen only, the text message and e-mail the owner sends after a job.
 * {reviewUrl} in the copy is the short address.
 */
export function ReviewCard({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = reviewCardCopy.parse(route.props.page.content);
  const { site } = content;
  const url = reviewShortUrl(site);
  const fill = (text: string) => fillText(text, site).replaceAll('{reviewUrl}', url);
  const shown = url.replace(/^https:\/\//, '');
  const qrLabel = fill(copy.qrLabel);
  return (
    <section className="section review-print">
      <div className="container">
        <h1 className="review-print__screen">{route.heading}</h1>
        <p className="review-print__screen">{fill(copy.printHint)}</p>
        <div className="review-card">
          <QrCode className="review-card__qr" text={url} label={qrLabel} />
          <div>
            <p className="review-card__company">{site.company}</p>
            <p className="review-card__heading">{fill(copy.cardHeading)}</p>
            <p>{fill(copy.cardText)}</p>
            <p className="review-card__url">{shown}</p>
          </div>
        </div>
        <div className="review-sheet">
          <p className="review-sheet__heading">{fill(copy.cardHeading)}</p>
          <QrCode className="review-sheet__qr" text={url} label={qrLabel} />
          <p className="review-sheet__url">{shown}</p>
          <p className="review-sheet__company">{site.company}</p>
        </div>
        <div className="review-print__screen review-messages">
          <h2>{fill(copy.messagesHeading)}</h2>
          <h3>{fill(copy.textMessageHeading)}</h3>
          <pre className="review-messages__text">{fill(copy.textMessage)}</pre>
          <h3>{fill(copy.emailHeading)}</h3>
          <pre className="review-messages__text">{`${fill(copy.emailSubjectLabel)} ${fill(copy.emailSubject)}\n\n${fill(copy.emailBody)}`}</pre>
        </div>
      </div>
    </section>
  );
}
