import { serverMessage } from '@store/shared/api';
import { SECTIONS, SECTION_TITLES } from '@store/shared/catalog';
import { addProductSchema, adminProductTypes, DESCRIPTION_MAX } from '@store/shared/schemas';
import { defaultHsn, labelFromValue } from '@store/shared/catalog';
import { Button, ErrorText, Field, notify, PageTitle, SelectField, TextAreaField } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import { addProduct } from '../../../api/products';
import { useImageUploads } from '../../../hooks/useImageUploads';
import { ImageUploader } from '../../../components/ImageUploader';

const EMPTY = { name: '', price: '', category: '', type: '', description: '', hsn: '' };

/**
 * Add product (product §2, 4): name, price, images (uploaded as chosen), category, type (cleared
 * when the category changes), description cut at 400 with a counter. Save waits for uploads.
 */
export function AddProductForm() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const uploads = useImageUploads();
  const set = (patch: Partial<typeof EMPTY>) => {
    setError('');
    setValues((current) => ({ ...current, ...patch }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = addProductSchema.safeParse({
      name: values.name,
      price: values.price.trim() === '' ? undefined : Number(values.price),
      description: values.description,
      mainCategory: values.category || undefined,
      subCategory: 'default',
      type: values.type || undefined,
      hsn: values.hsn,
      images: uploads.images,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setSaving(true);
    try {
      await addProduct(parsed.data);
      notify.success('Product added successfully!');
      setValues(EMPTY);
      uploads.reset();
    } catch (failure) {
      const message = `Failed to upload: ${serverMessage(failure) ?? (failure as Error).message}`;
      setError(message);
      notify.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section>
      <PageTitle>Add Product</PageTitle>
      <form onSubmit={submit} noValidate aria-label="Add product">
        <Field label="Name" value={values.name} onChange={(e) => set({ name: e.target.value })} />
        <Field
          label="Price (Rs.)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={values.price}
          onChange={(e) => set({ price: e.target.value })}
        />
        <ImageUploader
          items={uploads.items}
          pending={uploads.pending}
          onFiles={uploads.addFiles}
          onRemove={uploads.remove}
        />
        <SelectField
          label="Category"
          value={values.category}
          onChange={(e) => set({ category: e.target.value, type: '' })}
        >
          <option value="">Select category</option>
          {SECTIONS.map((section) => (
            <option key={section} value={section}>
              {SECTION_TITLES[section].tab}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Type"
          value={values.type}
          disabled={!values.category}
          onChange={(e) => set({ type: e.target.value })}
        >
          <option value="">Select type</option>
          {adminProductTypes(values.category).map((type) => (
            <option key={type} value={type}>
              {labelFromValue(type)}
            </option>
          ))}
        </SelectField>
        <Field
          label="HSN code (optional)"
          inputMode="numeric"
          placeholder={
            values.category && values.type ? `${defaultHsn(values.category, values.type)} for this type` : ''
          }
          value={values.hsn}
          onChange={(e) => set({ hsn: e.target.value })}
        />
        <TextAreaField
          label="Description"
          value={values.description}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => set({ description: e.target.value.slice(0, DESCRIPTION_MAX) })}
        />
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Button type="submit" disabled={uploads.pending || saving}>
          {saving ? 'Saving...' : 'Save Product'}
        </Button>
      </form>
    </section>
  );
}
