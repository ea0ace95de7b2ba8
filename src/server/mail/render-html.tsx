/** A mail's HTML part: the layout and the blocks rendered by React, which escapes every text and attribute. */
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailContent, MailShop } from './content';
import { MailBlockView } from './html/MailBlocks';
import { MailLayout } from './html/MailLayout';
import { styles } from './html/styles';
import { Heading } from '@react-email/heading';

/** The doctype mail programs handle best (react-email's choice too). */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function renderMailHtml(subject: string, content: MailContent, shop: MailShop): string {
  const markup = renderToStaticMarkup(
    <MailLayout lang={content.lang} title={subject} preview={content.preview} shop={shop}>
      <Heading as="h1" style={styles.heading}>
        {content.heading}
      </Heading>
      {content.blocks.map((block, index) => (
        <MailBlockView key={index} block={block} lang={content.lang} />
      ))}
    </MailLayout>,
  );
  return `${DOCTYPE}${markup}`;
}
