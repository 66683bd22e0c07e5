// An API test drives a real database through several requests, some hashing passwords or drawing
// PDFs: on a loaded 2-core CI machine one takes longer than Jest's 5 s default. A hang still fails.
jest.setTimeout(30_000);
