import { downloadFile } from '@store/shared/api';

/** One PDF of 4x6 labels for the booked parcels, as the thermal printer takes them. */
export const downloadLabels = (shipmentIds: string[]) =>
  downloadFile('/admin/shipping/labels', { body: { shipmentIds } });

/** One parcel's label again (a smudged print). */
export const downloadLabel = (shipmentId: string) =>
  downloadFile(`/admin/shipping/shipments/${encodeURIComponent(shipmentId)}/label.pdf`);

/** The courier's manifest of a day's pickup (YYYY-MM-DD), signed at handover. */
export const downloadManifest = (date: string) => downloadFile('/admin/shipping/manifest.pdf', { params: { date } });
