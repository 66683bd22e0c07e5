import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { hmacSha256 } from '../../http/hmac';
import { GUEST_ACCESS_DAYS, hashGuestToken } from './guestAccess';
import { keepGuestToken, orderHasWithdrawnToken, ordersOpenedBy } from './guestLinksRepository';

/** The query parameter of a guest's e-mailed order link: the account remote keeps its token, as checkout does. */
export const GUEST_LINK_PARAM = 'guest';

/**
 * Where an e-mail's 'View order' button leads: a customer's dashboard (she signs in to see it),
 * or for a guest her order's link. A guest's e-mail link is a guest token like the one checkout
 * hands her browser (its hash kept, opening that order for 30 days, withdrawable), but derived
 * from the order id with the order-link key: every e-mail of the order names the same link, a
 * resent e-mail mints nothing new, and nothing secret is stored or queued.
 */
export class OrderLinks {
  constructor(
    private readonly db: Database,
    private readonly key: string,
    private readonly shopUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  private get dashboard(): string {
    return `${this.shopUrl.replace(/\/$/, '')}/customer-dashboard`;
  }

  private token(orderId: string): string {
    return hmacSha256(this.key, `order-link:${orderId}`, 'base64url');
  }

  /**
   * The order's link for an e-mail. `issue` (the order's first e-mails: its confirmation, a cash
   * order's request to confirm) keeps the token, unless an admin withdrew the order's links; the
   * later e-mails (stages, returns) name it while it still opens the order. A link withdrawn or
   * past its 30 days leads to the dashboard, where signing in with the order's phone shows it.
   */
  async forMail(order: Pick<OrderRow, 'id' | 'guest'>, { issue }: { issue: boolean }): Promise<string> {
    if (!order.guest) return this.dashboard;
    const token = this.token(order.id);
    const now = this.now();
    if (issue && !(await orderHasWithdrawnToken(this.db, order.id)))
      await keepGuestToken(this.db, {
        tokenHash: hashGuestToken(token),
        orderId: order.id,
        expiresAt: new Date(now + GUEST_ACCESS_DAYS * 86_400_000),
      });
    const opens = await ordersOpenedBy(this.db, [hashGuestToken(token)], new Date(now));
    return opens.length > 0 ? `${this.dashboard}?${GUEST_LINK_PARAM}=${token}` : this.dashboard;
  }
}
