import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@store/shared/config';
import { HttpResponse } from 'msw';
import { api, renderWithStore, setupApiServer } from '@store/shared/testing';
import { act, screen } from '@testing-library/react';
import { HelpPage } from './HelpPage';

const server = setupApiServer();
beforeEach(() => server.use(api.get('/store/dispatch', () => HttpResponse.json({ standard: 3, tailored: 12 }))));
afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

it('answers in Hindi on a Hindi page, with the store’s own lead times and chat number', async () => {
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, chatNumber: '+91 98765 43210' });
  await act(async () => renderWithStore(<HelpPage />, { route: '/help', locale: 'hi' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'कस्टमर केयर' })).toBeInTheDocument();
  // The lead times arrive from the API after the page is drawn (the defaults stand in meanwhile).
  expect(await screen.findByText(/पेमेंट के 3 दिनों के अंदर/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'डिलीवरी' })).toHaveTextContent(
    'स्टैंडर्ड साइज़ के पीस पेमेंट के 3 दिनों के अंदर भेज दिए जाते हैं',
  );
  expect(screen.getByRole('region', { name: 'नाप से सिलाई में लगने वाला समय' })).toHaveTextContent('पेमेंट के 12 दिनों के अंदर');
  expect(screen.getByRole('region', { name: 'रिटर्न और ऑल्टरेशन' })).toHaveTextContent('7 दिनों के अंदर');
  expect(screen.getByRole('region', { name: 'हमसे संपर्क करें' })).toHaveTextContent(
    'हमसे +91 98765 43210 पर चैट करें (हर पेज पर चैट बटन), सोमवार से शनिवार, सुबह 10 से शाम 7 बजे तक। कृपया अपना ऑर्डर नंबर तैयार रखें: यह ELG से शुरू होता है।',
  );
});
