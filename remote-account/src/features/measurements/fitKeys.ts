import type { Fit } from '@store/shared/catalog';
import type { AccountKey } from '../../i18n';

/** Each fit's name ("Men's", "Women's") in the page's language. */
export const FIT_KEYS: Record<Fit, AccountKey> = { mens: 'account.fit.mens', womens: 'account.fit.womens' };
