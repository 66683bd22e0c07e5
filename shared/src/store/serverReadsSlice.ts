import { createSlice } from '@reduxjs/toolkit';
import { uiSlice } from './uiSlice';

/** An API answer the render server read for the page it sent: the status and body, by path. */
export interface ServerRead {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * The API answers a server-rendered page was rendered from, keyed by the path the page's code
 * asks for (`/products/<id>`). The first render in the browser takes them, so it draws what the
 * server drew (hydration without a mismatch, and no second request); once the page is shown they
 * are dropped, and later visits ask the API.
 */
export const serverReadsSlice = createSlice({
  name: 'serverReads',
  initialState: {} as Record<string, ServerRead>,
  reducers: {
    serverReadsDone: () => ({}),
  },
});

export const { serverReadsDone } = serverReadsSlice.actions;

/**
 * The store a server-drawn page starts from, on the server and in the browser that hydrates it:
 * the answers it was drawn with, and none of this browser's kept state yet.
 */
export function serverDrawnState(serverReads: Record<string, ServerRead>) {
  return {
    serverReads,
    ui: { ...uiSlice.getInitialState(), browserStateLoaded: false },
  };
}
