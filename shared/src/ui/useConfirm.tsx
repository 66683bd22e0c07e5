import { useSharedT } from '@store/shared/i18n';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextAreaField } from './Field';
import { theme } from './theme';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** The button that goes ahead ("Delete"); the one that goes back is always offered. */
  confirmLabel: string;
  /** The button that goes back: Cancel unless given (where going ahead is itself a cancel: "Keep order"). */
  keepLabel?: string;
  /** Asks why, and goes ahead only with an answer (kept with the record, e.g. in an order's history). */
  reasonLabel?: string;
}

/** The answer: not confirmed, or confirmed (with the reason when one was asked). */
export type ConfirmAnswer = { confirmed: false } | { confirmed: true; reason: string };

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

const Message = styled.p`
  margin: 0 0 ${theme.space.md};
  line-height: 1.5;
`;

function ConfirmDialog({
  title,
  message,
  confirmLabel,
  keepLabel,
  reasonLabel,
  onAnswer,
}: ConfirmOptions & { onAnswer: (answer: ConfirmAnswer) => void }) {
  const t = useSharedT();
  const [reason, setReason] = useState('');
  const cancel = () => onAnswer({ confirmed: false });
  const missing = Boolean(reasonLabel) && !reason.trim();
  return (
    <Dialog title={title} onClose={cancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!missing) onAnswer({ confirmed: true, reason: reason.trim() });
        }}
      >
        <Message>{message}</Message>
        {reasonLabel ? (
          <TextAreaField
            label={reasonLabel}
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
          />
        ) : null}
        <Actions>
          <Button type="button" $variant="secondary" onClick={cancel}>
            {keepLabel ?? t('shared.action.cancel')}
          </Button>
          <Button type="submit" disabled={missing}>
            {confirmLabel}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

/**
 * The store's own confirmation (never the browser's confirm()): `confirm(options)` opens the
 * dialog and resolves with the answer; render `dialog` where the asking component is.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<ConfirmAnswer>; dialog: ReactNode } {
  const [asking, setAsking] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: ConfirmAnswer) => void) | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<ConfirmAnswer>((resolve) => {
        resolver.current?.({ confirmed: false });
        resolver.current = resolve;
        setAsking(options);
      }),
    [],
  );
  const answer = (result: ConfirmAnswer) => {
    resolver.current?.(result);
    resolver.current = null;
    setAsking(null);
  };
  return { confirm, dialog: asking ? <ConfirmDialog {...asking} onAnswer={answer} /> : null };
}
