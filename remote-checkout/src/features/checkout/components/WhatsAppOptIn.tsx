import { formatIndianPhone } from '@store/shared/format';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useWhatsappOfferQuery } from '@store/shared/store';
import { useT } from '../../../i18n';

const Box = styled.div`
  margin: 0 0 ${theme.space.md};
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    cursor: pointer;
    font-weight: ${theme.weight.medium};
  }
  input {
    flex: none;
  }
  /* Under the label's text, past the box and the gap. */
  p {
    margin: -6px 0 0 30px;
    color: ${theme.color.muted};
    font-size: ${theme.size.sm};
    overflow-wrap: anywhere;
  }
`;

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
    <Box>
      <label>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby="whatsapp-optin-note"
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('checkout.whatsapp.label')}
      </label>
      <p id="whatsapp-optin-note">{t('checkout.whatsapp.note', { phone: formatIndianPhone(phone) })}</p>
    </Box>
  );
}
