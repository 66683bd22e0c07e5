import { formatIndianPhone } from '@store/shared/format';
import { useWhatsappOfferQuery } from '@store/shared/store';
import { useT } from '../../../i18n';
import { OptIn } from './OptIn';

/**
 * The opt-in WhatsApp's policy asks for: unticked, naming the number the updates go to and what
 * they are. Shown only when the store sends by WhatsApp; the API records a ticked box with the
 * order (its phone, the time and this wording's version: WHATSAPP_OPT_IN, whose English label
 * 'checkout.whatsapp.label' repeats word for word; a test holds them together).
 */
export function WhatsAppOptIn({
  phone,
  checked,
  onChange,
}: {
  phone: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const { data: offer } = useWhatsappOfferQuery();
  if (!offer?.offered) return null;
  return (
    <OptIn
      noteId="whatsapp-optin-note"
      label={t('checkout.whatsapp.label')}
      note={t('checkout.whatsapp.note', { phone: formatIndianPhone(phone) })}
      checked={checked}
      onChange={onChange}
    />
  );
}
