import { hmacSha256, sameSecret } from '../../../http/hmac';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A failed delivery's link for its shopper: `<shop>/delivery-issue/<exception id>.<signature>`,
 * signed with the delivery-issue key (as a cash order's link is with its own), so nothing secret
 * is stored and a link names one exception and opens no other.
 */
export class DeliveryIssueLinks {
  constructor(
    private readonly key: string,
    private readonly shopUrl: string,
  ) {}

  private signature(exceptionId: string): string {
    return hmacSha256(this.key, `delivery-issue:${exceptionId}`, 'base64url').slice(0, 32);
  }

  token(exceptionId: string): string {
    return `${exceptionId}.${this.signature(exceptionId)}`;
  }

  link(exceptionId: string): string {
    return `${this.shopUrl.replace(/\/$/, '')}/delivery-issue/${this.token(exceptionId)}`;
  }

  /** The exception a token names, or null for one not signed by the store. */
  open(token: string): string | null {
    const [id = '', signature] = token.split('.');
    return UUID.test(id) && sameSecret(this.signature(id), signature) ? id : null;
  }
}
