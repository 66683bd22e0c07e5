import { renderStandalone } from '@store/shared/harness';
import { Route, Routes } from '@store/shared/router';
import Home from './exposes/Home';
import Listing from './exposes/Listing';
import ProductDetail from './exposes/ProductDetail';

void renderStandalone(
  <Routes>
    <Route path="/" element={<Home />} />
    <Route path="/mens" element={<Listing />} />
    <Route path="/womens" element={<Listing />} />
    <Route path="/accessories" element={<Listing />} />
    <Route path="/product/:id" element={<ProductDetail />} />
  </Routes>,
);
