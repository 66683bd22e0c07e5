import { ErrorText, theme } from '@store/shared/ui';
import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import type { UploadItem } from '../hooks/useImageUploads';
import { combined, progressText } from './progressText';

const Wrapper = styled.div`
  margin-bottom: 16px;
`;

const Drop = styled.div<{ $over: boolean }>`
  display: grid;
  place-items: center;
  gap: 6px;
  min-height: 120px;
  padding: 16px;
  border: 2px dashed ${({ $over }) => ($over ? theme.color.accent : theme.color.line)};
  border-radius: 8px;
  background: ${({ $over }) => ($over ? theme.color.cream : theme.color.paper)};
  text-align: center;
  label {
    font-weight: 600;
    cursor: pointer;
    text-decoration: underline;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  small {
    color: ${theme.color.muted};
  }
`;

const Previews = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 4px;
    font-size: 12px;
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: 6px;
    background: ${theme.color.cream};
  }
  progress {
    width: 100%;
  }
  button {
    min-height: 32px;
    border: 1px solid ${theme.color.line};
    border-radius: 4px;
    background: ${theme.color.paper};
    cursor: pointer;
  }
`;

/** Retry and Remove side by side under a tile. */
const Actions = styled.span`
  display: flex;
  gap: 4px;
  > button {
    flex: 1;
  }
`;

/** In a failed image's place (its preview may not even be a picture): why, in words. */
const Failed = styled.div`
  display: grid;
  align-content: center;
  gap: 4px;
  aspect-ratio: 4 / 5;
  padding: 8px;
  border: 1px solid ${theme.color.danger};
  border-radius: 6px;
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
  text-align: center;
  overflow-wrap: anywhere;
  span:first-of-type {
    color: ${theme.color.ink};
  }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: grid;
  place-items: center;
  background: rgba(20, 18, 16, 0.55);
  color: ${theme.color.paper};
  font: 600 16px/1.4 ${theme.font.body};
  div {
    display: grid;
    gap: 10px;
    width: min(360px, 80vw);
    text-align: center;
  }
  progress {
    width: 100%;
  }
`;

/**
 * Choose or drop images (images only, also when dropped), with a preview and progress bar each,
 * and a full-screen overlay while any upload runs (product §2, 4). The input is off while uploading.
 */
export function ImageUploader({
  items,
  pending,
  onFiles,
  onRetry,
  onRemove,
}: {
  items: readonly UploadItem[];
  pending: boolean;
  onFiles: (files: File[]) => string[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const inputId = useId();
  const take = (files: FileList | null) => setRefused(files ? onFiles([...files]) : []);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!pending) take(event.dataTransfer.files);
  };
  const uploading = items.filter((item) => item.state === 'uploading');
  const overall = combined(uploading.map((item) => item.progress));

  return (
    <Wrapper>
      <Drop
        $over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="image-drop"
      >
        <label htmlFor={inputId}>Choose images</label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={pending}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <small>or drop them here · images only, 5MB each</small>
      </Drop>
      {refused.map((reason) => (
        <ErrorText key={reason}>{reason}</ErrorText>
      ))}
      {items.length ? (
        <Previews aria-label="Product images">
          {items.map((item) => (
            <li key={item.key}>
              {item.state === 'failed' ? (
                <Failed role="group" aria-label={`${item.name} was not uploaded`}>
                  <strong>Not uploaded</strong>
                  <span>{item.name}</span>
                  <span role="alert">{item.error}</span>
                </Failed>
              ) : (
                <img src={item.preview} alt={item.name} />
              )}
              {item.state === 'uploading' ? (
                <>
                  <progress max={100} value={item.progress.percent} aria-label={`Uploading ${item.name}`} />
                  <span>{progressText(item.progress)}</span>
                </>
              ) : null}
              <Actions>
                {item.state === 'failed' && item.file ? (
                  <button type="button" aria-label={`Retry ${item.name}`} onClick={() => onRetry(item.key)}>
                    Retry
                  </button>
                ) : null}
                <button
                  type="button"
                  aria-label={`Remove ${item.name}`}
                  disabled={item.state === 'uploading'}
                  onClick={() => onRemove(item.key)}
                >
                  Remove
                </button>
              </Actions>
            </li>
          ))}
        </Previews>
      ) : null}
      {pending ? (
        <Overlay role="alert" aria-busy="true">
          <div>
            <span>
              Uploading {uploading.length} image{uploading.length === 1 ? '' : 's'}...
            </span>
            <progress max={100} value={overall.percent} aria-label="Upload progress" />
            <span data-testid="upload-progress">{progressText(overall)}</span>
          </div>
        </Overlay>
      ) : null}
    </Wrapper>
  );
}
