import { serverMessage, type Product } from '@store/shared/api';
import { DESCRIPTION_MAX } from '@store/shared/schemas';
import { Button, ErrorText, Field, notify, TextAreaField } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import { updateProduct, type ImageRef } from '../../../api/products';
import { ImageUploader } from '../../../components/ImageUploader';
import { useImageUploads } from '../../../hooks/useImageUploads';

const refsOf = (product: Product): ImageRef[] =>
  product.images.flatMap((image) =>
    typeof image === 'object' && image && 'fileId' in image && image.fileId && 'url' in image && image.url
      ? [{ url: String(image.url), fileId: String(image.fileId) }]
      : [],
  );

/** Inline edit of one product (product §4): name, price, description and, but for accessories, images. */
export function ProductEditor({
  product,
  withImages,
  onSaved,
  onCancel,
}: {
  product: Product;
  withImages: boolean;
  onSaved: (product: Product) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(product.name);
  const [price, setPrice] = useState(String(product.price));
  const [description, setDescription] = useState(product.description ?? '');
  const [hsn, setHsn] = useState(product.hsn ?? '');
  const [error, setError] = useState('');
  const uploads = useImageUploads(refsOf(product));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || price.trim() === '' || !Number.isFinite(Number(price))) {
      setError('Name and price are required.');
      notify.error('Name and price are required.');
      return;
    }
    try {
      const saved = await updateProduct(product._id, {
        name: name.trim(),
        price: Number(price),
        description,
        ...(hsn.trim() ? { hsn: hsn.trim() } : {}),
        ...(withImages ? { images: uploads.images } : {}),
      });
      notify.success('Product updated successfully!');
      onSaved(saved);
    } catch (failure) {
      const message = serverMessage(failure) ?? 'Failed to update product';
      setError(message);
      notify.error(message);
    }
  };

  return (
    <form onSubmit={save} noValidate aria-label={`Edit ${product.name}`}>
      <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <Field
        label="Price (Rs.)"
        type="number"
        min={0}
        step="0.01"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <Field label="HSN code" inputMode="numeric" value={hsn} onChange={(e) => setHsn(e.target.value)} />
      <TextAreaField
        label="Description"
        value={description}
        maxLength={DESCRIPTION_MAX}
        onChange={(e) => setDescription(e.target.value.slice(0, DESCRIPTION_MAX))}
      />
      {withImages ? (
        <ImageUploader
          items={uploads.items}
          pending={uploads.pending}
          onFiles={uploads.addFiles}
          onRemove={uploads.remove}
        />
      ) : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit" disabled={uploads.pending}>
        Save
      </Button>{' '}
      <Button type="button" $variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
