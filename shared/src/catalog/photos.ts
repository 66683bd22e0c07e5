/** The largest photo a customer may send (a return's, a review's), once decoded: as the API checks it. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
