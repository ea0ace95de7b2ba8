/** A mail's frame: the shop's logo or name on top, the body, its contacts at the bottom; 600 px wide at most. */
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { LANGUAGES } from '../../../shared/i18n/languages';
import type { MailShop } from '../content';
import { shopContacts } from '../texts';
import { COLORS, styles } from './styles';

interface Props {
  lang: number;
  title: string;
  preview: string;
  shop: MailShop;
  children: ReactNode;
}

export function MailLayout({ lang, title, preview, shop, children }: Props) {
  const code = LANGUAGES.find((language) => language.id === lang)?.code ?? 'sr';
  return (
    <Html lang={code}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{title}</title>
      </Head>
      <Body style={styles.body}>
        <Preview>{preview}</Preview>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={shop.url} style={{ color: COLORS.text, textDecoration: 'none' }}>
              {shop.logo ? (
                <Img src={shop.logo.src} width={shop.logo.width} height={shop.logo.height} alt={shop.name} />
              ) : (
                <span style={styles.shopName}>{shop.name}</span>
              )}
            </Link>
          </Section>
          <Section style={styles.main}>{children}</Section>
          <Section style={styles.footer}>
            <Text style={{ ...styles.footerText, fontWeight: 700, color: COLORS.text }}>{shop.name}</Text>
            {shopContacts(shop, lang).map((line, index) => (
              <Text key={index} style={styles.footerText}>
                {line}
              </Text>
            ))}
            <Text style={styles.footerText}>
              <Link href={shop.url} style={styles.link}>
                {shop.url}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
