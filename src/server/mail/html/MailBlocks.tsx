/** The blocks of a mail's body (content.ts) as table-based HTML with inline styles. */
import { Fragment, type ReactNode } from 'react';
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { QR_CID, type MailAmount, type MailBlock, type MailFact, type MailLine } from '../content';
import { mailText } from '../texts';
import { styles } from './styles';

/** A text with its line breaks kept (mail programs ignore `white-space`). */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** A layout table: no borders, no spacing, read as text by screen readers. */
function Table({ children }: { children: ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ borderCollapse: 'collapse' }}>
      <tbody>{children}</tbody>
    </table>
  );
}

function Facts({ facts }: { facts: readonly MailFact[] }) {
  return (
    <Section style={{ margin: '8px 0' }}>
      <Table>
        {facts.map((fact, index) => (
          <tr key={index}>
            <td style={styles.label}>{fact.label}</td>
            <td style={{ ...styles.cell, padding: '4px 0', fontWeight: 700 }}>{fact.value}</td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

/** A block under its own heading. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <Heading as="h2" style={styles.subheading}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}

function OrderLines({ title, lines, amounts }: { title: string; lines: readonly MailLine[]; amounts: readonly MailAmount[] }) {
  return (
    <Titled title={title}>
      <Table>
        {lines.map((line, index) => (
          <tr key={index}>
            <td style={{ ...styles.cell, ...styles.lineRow, padding: '10px 0' }}>
              <strong>{line.name}</strong>
              <p style={styles.small}>{line.detail}</p>
              <p style={styles.small}>
                {line.quantity} × {line.unitPrice}
              </p>
            </td>
            <td style={{ ...styles.amount, ...styles.lineRow, padding: '10px 0 10px 12px' }}>{line.total}</td>
          </tr>
        ))}
        {amounts.map((amount, index) => (
          <tr key={`amount-${index}`}>
            <td style={{ ...styles.cell, ...(amount.strong ? styles.total : {}), paddingTop: index === 0 ? '12px' : '4px' }}>{amount.label}</td>
            <td style={{ ...styles.amount, ...(amount.strong ? styles.total : {}), paddingTop: index === 0 ? '12px' : '4px' }}>{amount.value}</td>
          </tr>
        ))}
      </Table>
    </Titled>
  );
}

function Action({ label, href, lang }: { label: string; href: string; lang: number }) {
  return (
    <Section style={styles.buttonCell}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
      <Text style={styles.small}>
        {mailText('linkFallback', lang)}{' '}
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** One block of a mail's body. */
export function MailBlockView({ block, lang }: { block: MailBlock; lang: number }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text style={styles.text}>
          <Lines text={block.text} />
        </Text>
      );
    case 'button':
      return <Action label={block.label} href={block.href} lang={lang} />;
    case 'facts':
      return <Facts facts={block.facts} />;
    case 'lines':
      return <OrderLines title={block.title} lines={block.lines} amounts={block.amounts} />;
    case 'address':
      return (
        <Titled title={block.title}>
          <Text style={{ ...styles.text, margin: 0 }}>
            <Lines text={block.lines.join('\n')} />
          </Text>
        </Titled>
      );
    case 'quote':
      return (
        <Titled title={block.title}>
          <Section style={styles.quote}>
            <Text style={{ ...styles.text, margin: 0 }}>
              <Lines text={block.text} />
            </Text>
          </Section>
        </Titled>
      );
    case 'qr':
      return (
        <Titled title={block.title}>
          <img src={`cid:${QR_CID}`} width={200} height={200} alt={block.alt} style={{ display: 'block', border: 0 }} />
          <Text style={styles.text}>{block.caption}</Text>
          <Facts facts={block.facts} />
        </Titled>
      );
  }
}
