import type { Address } from '@store/shared/api';
import { formatIndianPhone } from '@store/shared/format';
import { useLocale } from '@store/shared/i18n';
import {
  bagLinesOf,
  selectCartItems,
  selectCurrentUser,
  useAppSelector,
  useRememberBagMutation,
} from '@store/shared/store';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { OptIn } from './OptIn';

/**
 * 'Remind me about my bag', for a guest once her address (a phone, maybe an e-mail) is typed:
 * unticked; ticked, her bag is kept on the server with her contact and her yes (the API records
 * the time and BAG_REMINDER_CONSENT's version) for at most two reminders by day, none once she
 * orders or says STOP. A signed-in shopper's bag is kept already: no box.
 */
export function BagReminderOptIn({ address }: { address: Address }) {
  const t = useT();
  const locale = useLocale() === 'hi' ? 'hi' : 'en';
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const items = useAppSelector(selectCartItems);
  const [remember, { isError }] = useRememberBagMutation();
  const [checked, setChecked] = useState(false);
  if (signedIn || items.length === 0) return null;
  const onChange = (tick: boolean) => {
    setChecked(tick);
    if (tick)
      void remember({ lines: bagLinesOf(items), locale, phone: address.phone, email: address.email || null })
        .unwrap()
        .catch(() => setChecked(false));
  };
  const contact = [formatIndianPhone(address.phone), address.email].filter(Boolean).join(', ');
  return (
    <OptIn
      noteId="bag-reminder-note"
      label={t('checkout.bagReminder.label')}
      note={isError ? t('checkout.bagReminder.failed') : t('checkout.bagReminder.note', { contact })}
      alert={isError}
      checked={checked}
      onChange={onChange}
    />
  );
}
