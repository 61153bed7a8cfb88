/**
 * The daily lists' emails (issue #28): one layout for every list. The site's daily-emails job
 * writes the words (`ListEmailContent`: a heading, sections of paragraphs with a link each, one
 * button); this adds the greeting, the reason the reader gets it and the signed unsubscribe link,
 * in the HTML and in the plain text alike.
 */

import type { ListEmailContent } from '../../../shared/platform-api/mail.platform';
import { href, ROUTES } from '../../../shared/routes';
import { Button, COLORS, EmailLayout, FONT, Greeting, Paragraph, renderEmailHtml, siteLink, SmallPrint, TextLink, textGreeting, type RenderedEmail, type SiteParams } from './email-layout';

export interface ListEmailParams extends SiteParams {
  firstName: string;
  /** The list's name as Account Settings shows it ('Daily Horoscope'). */
  listName: string;
  /** The signed one-click unsubscribe page for this reader and list. */
  unsubscribeUrl: string;
  content: ListEmailContent;
}

const HEADING = { margin: '0 0 16px 0', ...FONT, fontSize: '24px', lineHeight: '1.3', color: COLORS.brand } as const;
const SECTION_HEADING = { margin: '8px 0 8px 0', ...FONT, fontSize: '18px', lineHeight: '1.4', color: COLORS.brand } as const;

function ListEmailHtml({ siteName, siteUrl, firstName, listName, unsubscribeUrl, content, settingsUrl }: ListEmailParams & { settingsUrl: string }) {
  const footer = (
    <>
      <SmallPrint>{`You get this email because you joined the ${listName} list at ${siteName}.`}</SmallPrint>
      <SmallPrint>
        <TextLink href={unsubscribeUrl}>Unsubscribe from this list</TextLink>
        {' · '}
        <TextLink href={settingsUrl}>Choose your emails</TextLink>
      </SmallPrint>
    </>
  );
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} title={content.subject} preheader={content.preview} footer={footer}>
      <Greeting firstName={firstName} />
      <h1 style={HEADING}>{content.heading}</h1>
      {content.sections.map((section, index) => (
        <div key={index}>
          {section.heading ? <h2 style={SECTION_HEADING}>{section.heading}</h2> : null}
          {section.paragraphs.map((paragraph, each) => (
            <Paragraph key={each}>{paragraph}</Paragraph>
          ))}
          {section.link ? (
            <Paragraph>
              <TextLink href={section.link.url}>{section.link.label}</TextLink>
            </Paragraph>
          ) : null}
        </div>
      ))}
      <Button href={content.cta.url}>{content.cta.label}</Button>
    </EmailLayout>
  );
}

/** One reader's email: the subject, the plain text (the same words, links written out) and the HTML. */
export function listEmail(params: ListEmailParams): RenderedEmail {
  const { content } = params;
  const settingsUrl = siteLink(params.siteUrl, href(ROUTES.settings));
  const text: string[] = [textGreeting(params.firstName), '', content.heading, ''];
  for (const section of content.sections) {
    if (section.heading) text.push(section.heading.toUpperCase(), '');
    for (const paragraph of section.paragraphs) text.push(paragraph, '');
    if (section.link) text.push(`${section.link.label}: ${section.link.url}`, '');
  }
  text.push(`${content.cta.label}: ${content.cta.url}`, '', '--');
  text.push(`You get this email because you joined the ${params.listName} list at ${params.siteName}.`);
  text.push(`Unsubscribe from this list: ${params.unsubscribeUrl}`);
  text.push(`Choose your emails: ${settingsUrl}`);
  return { subject: content.subject, text: `${text.join('\n')}\n`, html: renderEmailHtml(<ListEmailHtml {...params} settingsUrl={settingsUrl} />) };
}
