import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { marketplaceSettings } from '../db/schema';
import { escape, type EmailContent } from './templates';

/** How the emails sign off: the marketplace's name and contact address (the admin's settings). */
export interface Signature {
  name: string;
  contact: string;
}

const DEFAULT: Signature = { name: 'Pinjam', contact: 'hello@pinjam.bn' };
/** A change in the settings shows in emails within this long on other servers (at once on this one). */
const KEPT_MS = 30_000;

/**
 * The settings' name and contact email, read at most every 30 seconds, for one app (each app
 * keeps its own, so two apps on two databases — tests — never sign with each other's).
 */
export function signatureCache() {
  let kept: { at: number; signature: Signature } | null = null;
  return {
    async read(db: Executor): Promise<Signature> {
      if (kept && Date.now() - kept.at < KEPT_MS) return kept.signature;
      const [row] = await db
        .select({ name: marketplaceSettings.marketplace_name, contact: marketplaceSettings.contact_email })
        .from(marketplaceSettings)
        .where(eq(marketplaceSettings.id, 1));
      const signature = row ?? DEFAULT;
      kept = { at: Date.now(), signature };
      return signature;
    },
    /** After the admin saves the settings: the next email reads them again. */
    forget(): void {
      kept = null;
    },
  };
}

/**
 * The templates sign off as "The Pinjam team" under a "Pinjam" heading: both become the
 * marketplace's name, and the contact address follows the sign-off.
 */
export function signed(content: EmailContent, { name, contact }: Signature): EmailContent {
  return {
    subject: content.subject,
    text: content.text.replace(/\nThe Pinjam team$/, `\nThe ${name} team\n${contact}`),
    html: content.html
      .replace(/(<h1 [^>]*>)Pinjam(<\/h1>)/, `$1${escape(name)}$2`)
      .replace(
        /<\/div><\/body><\/html>$/,
        `<p style="margin:16px 0 0;font-size:12px;color:#6b7075">${escape(name)} · <a href="mailto:${escape(contact)}">${escape(contact)}</a></p>\n</div></body></html>`,
      ),
  };
}
