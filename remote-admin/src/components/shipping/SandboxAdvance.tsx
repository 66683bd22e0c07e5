import { serverMessage } from '@store/shared/api';
import { Button, notify, theme } from '@store/shared/ui';
import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { SANDBOX_STEPS, shippingApi, type SandboxStep } from '../../api/shippingApi';
import { statusLabel } from './shippingText';

const Control = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  font-size: ${theme.size.sm};
  color: ${theme.color.muted};
  select {
    min-height: 44px;
    padding: 0 8px;
    border: 1px solid ${theme.color.control};
    border-radius: ${theme.radius.sm};
  }
`;

/**
 * The API answers 404 when the courier is not the sandbox (always in production): once it has,
 * no parcel shows the control again in this tab.
 */
const NO_SANDBOX_KEY = 'admin_courier_sandbox_absent';
const listeners = new Set<() => void>();
const sandboxAbsent = () => sessionStorage.getItem(NO_SANDBOX_KEY) === 'yes';
function markSandboxAbsent() {
  sessionStorage.setItem(NO_SANDBOX_KEY, 'yes');
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const stepWords = (step: SandboxStep) => (step === 'rto' ? 'Returning (RTO)' : statusLabel(step));

/**
 * Development with the sandbox courier: "Sandbox: advance to ..." moves a parcel on as the
 * courier's scans would (the same webhooks reach the store), so the desk can rehearse a day.
 */
export function SandboxAdvance({ awb, orderId }: { awb: string; orderId: string }) {
  const absent = useSyncExternalStore(subscribe, sandboxAbsent, () => true);
  const [advance, advancing] = shippingApi.useAdvanceSandboxMutation();
  const [to, setTo] = useState<SandboxStep>('picked-up');
  if (absent) return null;

  const go = () =>
    advance({ awb, orderId, to, ...(to === 'undelivered' ? { reason: 'Customer not available' } : {}) })
      .unwrap()
      .then(() => notify.success(`Sandbox: ${awb} is ${stepWords(to)}`))
      .catch((error: { status?: number }) => {
        if (error?.status === 404) markSandboxAbsent();
        else notify.error(serverMessage(error) ?? 'The sandbox could not move the parcel');
      });

  return (
    <Control>
      <label>
        Sandbox: advance {awb} to{' '}
        <select value={to} onChange={(event) => setTo(event.target.value as SandboxStep)}>
          {SANDBOX_STEPS.map((step) => (
            <option key={step} value={step}>
              {stepWords(step)}
            </option>
          ))}
        </select>
      </label>
      <Button
        type="button"
        $variant="secondary"
        aria-label={`Advance ${awb}`}
        aria-disabled={advancing.isLoading}
        onClick={() => void (advancing.isLoading ? null : go())}
      >
        Advance
      </Button>
    </Control>
  );
}
