import { hmacSha256, sameSecret } from '../../http/hmac';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A reminder's link opens the bag this long after it was sent. */
export const BAG_LINK_DAYS = 7;

/** What a token says: the bag it names, or why it opens nothing. */
export type OpenedLink = { bagId: string; expired: boolean } | null;

/**
 * A left bag's link for its shopper: `<shop>/bag/<bag id>.<expiry>.<signature>`, signed with the
 * bag-link key (as a failed delivery's link is with its own): nothing secret is stored, a link
 * names one bag and opens no other, and it opens the bag for BAG_LINK_DAYS after its reminder.
 */
export class BagLinks {
  constructor(
    private readonly key: string,
    private readonly shopUrl: string,
  ) {}

  private signature(bagId: string, expires: string): string {
    return hmacSha256(this.key, `bag:${bagId}:${expires}`, 'base64url').slice(0, 32);
  }

  token(bagId: string, now = new Date()): string {
    const expires = Math.floor(now.getTime() / 1000 + BAG_LINK_DAYS * 86_400).toString(36);
    return `${bagId}.${expires}.${this.signature(bagId, expires)}`;
  }

  link(token: string): string {
    return `${this.shopUrl.replace(/\/$/, '')}/bag/${token}`;
  }

  /** The page that asks, then stops the bag's reminders: in every reminder, whatever its channel. */
  stopLink(token: string): string {
    return `${this.link(token)}?stop=1`;
  }

  /** The bag a token names (expired or not), or null for one not signed by the store. */
  open(token: string, now = new Date()): OpenedLink {
    const [bagId = '', expires = '', signature] = token.split('.');
    if (
      !UUID.test(bagId) ||
      !/^[0-9a-z]{1,12}$/.test(expires) ||
      !sameSecret(this.signature(bagId, expires), signature)
    )
      return null;
    return { bagId, expired: parseInt(expires, 36) * 1000 < now.getTime() };
  }
}
