import { serverMessage } from '@store/shared/api';
import { DESCRIPTION_MAX, editProductSchema, type AdminProduct } from '@store/shared/schemas';
import { Button, ErrorText, Field, notify, TextAreaField } from '@store/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import type { ImageRef } from '../../../api/uploads';
import { productsApi } from '../../../api/productsApi';
import {
  CatalogueFields,
  catalogueBody,
  catalogueOf,
  fieldProblem,
  focusField,
  type CatalogueDraft,
} from '../../../components/CatalogueFields';
import { ImageUploader } from '../../../components/ImageUploader';
import { MakerFields } from '../../../components/MakerFields';
import { HindiDescriptionField, HindiNameField, hindiBody, hindiOf } from '../../../components/HindiFields';
import { alertOf, draftBody, draftOf, problemsByField, type StockDraft } from '../../../components/productDraft';
import { AttributeFields, StockFields } from '../../../components/StockFields';
import { useImageUploads } from '../../../hooks/useImageUploads';

const refsOf = (product: AdminProduct): ImageRef[] =>
  product.images.flatMap((image) =>
    typeof image === 'object' && image && 'fileId' in image && image.fileId && 'url' in image && image.url
      ? [{ url: String(image.url), fileId: String(image.fileId) }]
      : [],
  );

/**
 * Inline edit of one product (product §4): name, price, Hindi name and description, brand, material, stock per size, made to
 * measure, colour, fabric, occasion, HSN code, description and, but for accessories, images.
 */
export function ProductEditor({
  product,
  withImages,
  onSaved,
  onCancel,
}: {
  product: AdminProduct;
  withImages: boolean;
  onSaved: (product: AdminProduct) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(product.name);
  const [price, setPrice] = useState(String(product.price));
  const [description, setDescription] = useState(product.description ?? '');
  const [openedHindi] = useState(() => hindiOf(product));
  const [hindi, setHindi] = useState(openedHindi);
  const [hsn, setHsn] = useState(product.hsn ?? '');
  const [maker, setMaker] = useState({ brand: product.brand ?? '', material: product.material ?? '' });
  const [opened] = useState<StockDraft>(() => draftOf(product));
  const [stock, setStock] = useState<StockDraft>(opened);
  const [openedCodes] = useState(() => catalogueOf(product));
  const [codes, setCodes] = useState<CatalogueDraft>(openedCodes);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const uploads = useImageUploads(refsOf(product));
  const [updateProduct] = productsApi.useUpdateProductMutation();
  const setStockDraft = (patch: Partial<StockDraft>) => setStock((current) => ({ ...current, ...patch }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = editProductSchema.safeParse({
      name,
      price: price.trim() === '' ? undefined : Number(price),
      ...catalogueBody(codes, openedCodes),
      description,
      ...hindiBody(hindi, openedHindi),
      hsn,
      ...(withImages ? { images: uploads.images } : {}),
      ...draftBody(product.category, stock, opened),
    });
    const found = problemsByField(parsed.error?.issues ?? []);
    setProblems(found);
    if (!parsed.success) {
      const alert = alertOf(found);
      setError(alert);
      if (alert) notify.error(alert);
      focusField(form.current, Object.keys(found)[0]);
      return;
    }
    try {
      const saved = await updateProduct({
        id: product._id,
        section: product.category,
        edit: { ...parsed.data, brand: maker.brand.trim(), material: maker.material.trim() },
      }).unwrap();
      notify.success('Product updated successfully!');
      onSaved(saved);
    } catch (failure) {
      // A refusal naming a box (an SKU another product has) is said beside it, and the box focused.
      const problem = fieldProblem(failure, form.current);
      if (problem) {
        setProblems({ [problem.field]: problem.message });
        setError('');
        focusField(form.current, problem.field);
        return;
      }
      const message = serverMessage(failure) ?? 'Failed to update product';
      setError(message);
      notify.error(message);
    }
  };

  return (
    <form ref={form} onSubmit={save} noValidate aria-label={`Edit ${product.name}`}>
      <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <HindiNameField
        value={hindi.nameHi}
        error={problems.nameHi}
        onChange={(nameHi) => setHindi((current) => ({ ...current, nameHi }))}
      />
      <Field
        label="Price (Rs.)"
        type="number"
        min={0}
        step="0.01"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <CatalogueFields
        values={codes}
        problems={problems}
        onChange={(patch) => setCodes((current) => ({ ...current, ...patch }))}
      />
      <MakerFields values={maker} onChange={(patch) => setMaker((current) => ({ ...current, ...patch }))} />
      <StockFields section={product.category} draft={stock} problems={problems} onChange={setStockDraft} />
      <AttributeFields section={product.category} draft={stock} onChange={setStockDraft} />
      <Field label="HSN code" inputMode="numeric" value={hsn} onChange={(e) => setHsn(e.target.value)} />
      <TextAreaField
        label="Description"
        value={description}
        maxLength={DESCRIPTION_MAX}
        onChange={(e) => setDescription(e.target.value.slice(0, DESCRIPTION_MAX))}
      />
      <HindiDescriptionField
        value={hindi.descriptionHi}
        error={problems.descriptionHi}
        onChange={(descriptionHi) => setHindi((current) => ({ ...current, descriptionHi }))}
      />
      {withImages ? (
        <ImageUploader
          items={uploads.items}
          pending={uploads.pending}
          onFiles={uploads.addFiles}
          onRetry={uploads.retry}
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
