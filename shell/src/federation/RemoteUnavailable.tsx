import { Button, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../i18n';

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
  const t = useT();
  return (
    <Box role="alert">
      <p>{t('shell.remote.unavailable')}</p>
      <Button type="button" onClick={onRetry}>
        {t('shell.remote.retry')}
      </Button>
    </Box>
  );
}
