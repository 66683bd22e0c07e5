import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import type { CheckoutT } from '../../../i18n';

/** One line beside the pay button: a refusal to act on (danger), or word of the hold (quiet). */
export interface PayNote {
  text: string;
  tone: 'alert' | 'reason' | 'status';
}

/**
 * What the pay button's neighbourhood says, most urgent first: the payment's problem (a piece
 * just sold out, a payment the API could not apply), why the button is off, and while the
 * payment widget is open, that the pieces are held. No panic: one short sentence each.
 */
export function payNotes(
  state: { problem: string | null; blocked: boolean; holdMinutes: number | null },
  t: CheckoutT,
): PayNote[] {
  const notes: PayNote[] = [];
  if (state.problem) notes.push({ text: state.problem, tone: 'alert' });
  if (state.blocked) notes.push({ text: t('checkout.pay.blocked'), tone: 'reason' });
  if (state.holdMinutes)
    notes.push({ text: t('checkout.pay.holding', { minutes: state.holdMinutes }), tone: 'status' });
  return notes;
}

const List = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
`;

const Note = styled.div<{ $tone: PayNote['tone'] }>`
  font-size: ${theme.size.sm};
  line-height: 1.4;
  color: ${({ $tone }) => ($tone === 'status' ? theme.color.muted : theme.color.danger)};
  ${({ $tone }) =>
    $tone === 'alert'
      ? `padding: ${theme.space.sm} 12px; border-radius: ${theme.radius.md}; background: ${theme.color.dangerSoft};`
      : ''}
`;

const ROLES = { alert: 'alert', reason: undefined, status: 'status' } as const;

/** The notes above the pay button; `id` lets the button name them as its description. */
export function PayNotes({ id, notes }: { id: string; notes: readonly PayNote[] }) {
  if (notes.length === 0) return null;
  return (
    <List id={id}>
      {notes.map((note) => (
        <Note key={note.tone} role={ROLES[note.tone]} $tone={note.tone}>
          {note.text}
        </Note>
      ))}
    </List>
  );
}
