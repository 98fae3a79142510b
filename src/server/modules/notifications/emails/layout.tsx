// One package per component, not @react-email/components: that bundle also loads every component
// the layout never draws (a code block with Prism's languages), which cost each process that imports
// the mail code about 0.7 s at start (docs/decisions/0088).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CalendarLinks } from '../../../../common/calendar-links';
import { DARK_MODE_CSS, PALETTE, SANS, SERIF } from './palette';

/** What every Attune e-mail says, as data: the layout draws it, in HTML and (from the same tree) text. */
export interface EmailProps {
  subject: string;
  /** The line an inbox shows after the subject. */
  preheader: string;
  firstName: string | null;
  paragraphs: string[];
  details?: [label: string, value: string][];
  /** The one primary action. */
  button?: { text: string; url: string };
  calendar?: CalendarLinks;
  /** Sentences after the button. */
  after?: string[];
  /** Why this person is getting this e-mail. */
  reason: string;
  /** The studio's address, when the message concerns one of its classes. */
  studioAddress?: string;
  /** Where this kind of message is switched off (optional messages only). */
  unsubscribeUrl?: string;
}

const text = {
  fontFamily: SANS,
  fontSize: '16px',
  lineHeight: '1.6',
  color: PALETTE.ink,
  margin: '0 0 16px',
};
const small = { ...text, fontSize: '14px', color: PALETTE.muted, margin: '0 0 8px' };

function Details({ rows }: { rows: [string, string][] }) {
  return (
    <table
      className="details"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '8px 0 24px' }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="pair">
            <td
              className="label muted rule"
              style={{
                ...small,
                margin: 0,
                padding: '8px 12px 8px 0',
                verticalAlign: 'top',
                width: '38%',
                borderTop: `1px solid ${PALETTE.line}`,
              }}
            >
              {label}
            </td>
            <td
              className="value ink rule"
              style={{
                ...text,
                margin: 0,
                padding: '8px 0',
                verticalAlign: 'top',
                borderTop: `1px solid ${PALETTE.line}`,
                wordBreak: 'break-word',
              }}
            >
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The one frame of every e-mail: the name as text (it survives blocked images), a white card on sand,
 * one sage button, the details as a table, and a footer saying why it came. Fluid up to 600 px, so it
 * reads at 320; dark mode through `color-scheme` and the classes of DARK_MODE_CSS.
 */
export function EmailLayout(props: EmailProps) {
  const greeting = props.firstName ? `Hello ${props.firstName},` : 'Hello,';
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <title>{props.subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{props.preheader}</Preview>
      {/* React Email copies the body's style onto a cell inside it, so the page colour is on a
          section of its own, where the dark-mode class reaches it. */}
      <Body className="page" style={{ backgroundColor: PALETTE.sand, margin: 0 }}>
        <Section className="page" style={{ backgroundColor: PALETTE.sand, padding: '24px 12px' }}>
          <Container style={{ maxWidth: '600px', width: '100%' }}>
            <Text
              className="logo"
              style={{
                fontFamily: SERIF,
                fontSize: '28px',
                lineHeight: '1.15',
                color: PALETTE.sage,
                margin: '0 0 16px 8px',
              }}
            >
              Attune
            </Text>
            <Section
              className="card"
              style={{
                backgroundColor: PALETTE.surface,
                border: `1px solid ${PALETTE.line}`,
                borderRadius: '12px',
                padding: '24px',
              }}
            >
              <Text className="ink" style={text}>
                {greeting}
              </Text>
              {props.paragraphs.map((p) => (
                <Text key={p} className="ink" style={text}>
                  {p}
                </Text>
              ))}
              {props.details && props.details.length > 0 ? <Details rows={props.details} /> : null}
              {props.button ? (
                <Section style={{ margin: '8px 0 24px' }}>
                  <Button
                    className="button"
                    href={props.button.url}
                    style={{
                      backgroundColor: PALETTE.sage,
                      color: '#FFFFFF',
                      fontFamily: SANS,
                      fontSize: '16px',
                      fontWeight: 600,
                      borderRadius: '999px',
                      padding: '12px 24px',
                      textDecoration: 'none',
                    }}
                  >
                    {props.button.text}
                  </Button>
                </Section>
              ) : null}
              {props.calendar ? (
                <Text className="muted" style={small}>
                  <Link
                    className="link calendar"
                    href={props.calendar.google}
                    style={{ color: PALETTE.sage }}
                  >
                    Add to Google Calendar
                  </Link>
                  <span data-skip-in-text="true"> · </span>
                  <Link
                    className="link calendar"
                    href={props.calendar.outlook}
                    style={{ color: PALETTE.sage }}
                  >
                    Add to Outlook
                  </Link>
                </Text>
              ) : null}
              {(props.after ?? []).map((p) => (
                <Text key={p} className="ink" style={text}>
                  {p}
                </Text>
              ))}
              <Text className="ink" style={{ ...text, margin: 0 }}>
                With warm wishes,
                <br />
                Attune
              </Text>
            </Section>
            <Hr className="rule" style={{ borderColor: PALETTE.line, margin: '24px 0 16px' }} />
            <Section style={{ padding: '0 8px' }}>
              {props.studioAddress ? (
                <Text className="muted" style={small}>
                  {props.studioAddress}
                </Text>
              ) : null}
              <Text className="muted" style={small}>
                {props.reason}
              </Text>
              {props.unsubscribeUrl ? (
                <Text className="muted" style={small}>
                  <Link className="link" href={props.unsubscribeUrl} style={{ color: PALETTE.sage }}>
                    Unsubscribe from these e-mails
                  </Link>
                </Text>
              ) : null}
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
