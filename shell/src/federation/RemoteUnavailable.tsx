import { Button, theme } from '@store/shared/ui';
import styled from 'styled-components';

const Box = styled.div`
  margin: 48px auto;
  max-width: 480px;
  padding: 32px 24px;
  text-align: center;
  border: 1px solid ${theme.color.line};
  border-radius: 8px;
  font-family: ${theme.font.body};
  color: ${theme.color.ink};
`;

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert">
      <p>This part of the store is unavailable right now.</p>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
